#!/bin/sh
# rolling-restart.sh PORT...: restarts the instances one at a time (a new build, new settings) so
# that learners never see a failed request: each gets SIGTERM (it drains: nginx sends its requests to
# the others), is started again and must answer 200 on /readyz before the next one stops.
# Example: deploy/rolling-restart.sh 3001 3002 3003
set -eu
[ "$#" -gt 0 ] || { echo "usage: rolling-restart.sh PORT..." >&2; exit 2; }
here=$(dirname "$0")
for port in "$@"; do
  echo "restarting the instance on port $port"
  # systemd sends SIGTERM, waits for the exit, starts it again and runs ExecStartPost (wait-ready.sh)
  systemctl restart "prepverse@$port"
  "$here/wait-ready.sh" "$port" 60
  echo "the instance on port $port is ready"
done
