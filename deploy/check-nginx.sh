#!/bin/sh
# check-nginx.sh: asks nginx (`nginx -t`) whether deploy/nginx/prepverse.conf, with proxy.conf
# included, is a configuration it accepts, in a scratch folder with a throwaway certificate. CI runs
# it; run it after editing either file.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
nginx=${NGINX:-/usr/sbin/nginx}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=prepverse.example \
  -keyout "$scratch/key.pem" -out "$scratch/cert.pem" 2>/dev/null
sed -e "s#/etc/letsencrypt/live/prepverse.example/fullchain.pem#$scratch/cert.pem#" \
  -e "s#/etc/letsencrypt/live/prepverse.example/privkey.pem#$scratch/key.pem#" \
  -e "s#/etc/nginx/prepverse-proxy.conf#$here/nginx/proxy.conf#" \
  "$here/nginx/prepverse.conf" >"$scratch/site.conf"
printf 'pid %s/nginx.pid;\nevents {}\nhttp {\n    include %s/site.conf;\n}\n' "$scratch" "$scratch" >"$scratch/nginx.conf"
"$nginx" -t -p "$scratch" -e "$scratch/error.log" -c "$scratch/nginx.conf"
# rolling-restart.sh waits for nginx to take each restarted instance back: longer than fail_timeout
timeout=$(sed -n 's/.*fail_timeout=\([0-9]*\)s.*/\1/p' "$here/nginx/prepverse.conf" | head -n 1)
rejoin=$(sed -n 's/^rejoin=\${REJOIN_SECONDS:-\([0-9]*\)}$/\1/p' "$here/rolling-restart.sh")
if [ -z "$timeout" ] || [ -z "$rejoin" ] || [ "$rejoin" -le "$timeout" ]; then
  echo "rolling-restart.sh waits ${rejoin:-?} s between instances; prepverse.conf's fail_timeout is ${timeout:-?} s: the wait must be longer" >&2
  exit 1
fi
