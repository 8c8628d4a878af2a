#!/bin/sh
# rolling-restart.sh PORT...: restarts the instances one at a time (a new build, new settings) so
# that learners never see a failed request: each gets SIGTERM (it drains: nginx sends its requests to
# the others), is started again and must answer 200 on /readyz; then nginx is given REJOIN_SECONDS
# (6: the fail_timeout of prepverse.conf's server lines, 5 s, and one more) to take it back into the
# rotation before the next one stops. Stopping the next sooner can leave one instance in the
# rotation, and a single failure there would answer learners 502.
# Example: deploy/rolling-restart.sh 3001 3002 3003
set -eu
[ "$#" -gt 0 ] || { echo "usage: rolling-restart.sh PORT..." >&2; exit 2; }
here=$(dirname "$0")
rejoin=${REJOIN_SECONDS:-6}
first=yes
for port in "$@"; do
  if [ "$first" = no ]; then
    echo "waiting $rejoin s for nginx to send requests to it again"
    sleep "$rejoin"
  fi
  first=no
  echo "restarting the instance on port $port"
  # systemd sends SIGTERM, waits for the exit, starts it again and runs ExecStartPost (wait-ready.sh)
  systemctl restart "prepverse@$port"
  "$here/wait-ready.sh" "$port" 60
  echo "the instance on port $port is ready"
done
