#!/bin/sh
# wait-ready.sh PORT [SECONDS]: waits until the instance on PORT answers 200 on /readyz (its database
# answers, its migrations are applied, it is not draining); exits 1 if it has not within SECONDS (60).
port=${1:?usage: wait-ready.sh PORT [SECONDS]}
limit=${2:-60}
host=${READY_HOST:-127.0.0.1}
waited=0
while [ "$waited" -lt "$((limit * 4))" ]; do
  if node -e "fetch('http://$host:$port/readyz').then((r) => process.exit(r.status === 200 ? 0 : 1), () => process.exit(1))"; then
    exit 0
  fi
  sleep 0.25
  waited=$((waited + 1))
done
echo "the instance on port $port was not ready within $limit s" >&2
exit 1
