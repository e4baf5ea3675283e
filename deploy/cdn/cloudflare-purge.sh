#!/bin/sh
# Purges from Cloudflare's cache the URLs given on standard input, one a line, 30 a call (the
# most Cloudflare's purge by URL takes at once). The site server runs it after each publish as
# CDN_PURGE_COMMAND (see "A CDN in front" in the README); it fails, so that the site keeps the
# URLs for the next purge, when a call fails or gets no answer within 10 s.
#
# Settings, from the site's environment (/etc/agency-site.env):
#   CLOUDFLARE_ZONE_ID    the zone of the site's domain (its Overview page in Cloudflare)
#   CLOUDFLARE_API_TOKEN  an API token with the Zone / Cache Purge / Purge permission
#   CLOUDFLARE_API        the API's address; https://api.cloudflare.com/client/v4 unless set
#
# The site gives its URLs percent-encoded (no quote, backslash or space in them), so each goes
# into the JSON body as it is; any other line is refused.
set -eu
: "${CLOUDFLARE_ZONE_ID:?set CLOUDFLARE_ZONE_ID}" "${CLOUDFLARE_API_TOKEN:?set CLOUDFLARE_API_TOKEN}"
api="${CLOUDFLARE_API:-https://api.cloudflare.com/client/v4}"

purge() {
  answer=$(curl --silent --show-error --max-time 10 --request POST \
    --header "Authorization: Bearer $CLOUDFLARE_API_TOKEN" \
    --header 'Content-Type: application/json' \
    --data "{\"files\":[$1]}" \
    "$api/zones/$CLOUDFLARE_ZONE_ID/purge_cache")
  if ! printf '%s' "$answer" | grep -Eq '"success"[[:space:]]*:[[:space:]]*true'; then
    echo "Cloudflare refused the purge: $answer" >&2
    exit 1
  fi
}

files=''
count=0
while IFS= read -r url || [ -n "$url" ]; do
  [ -n "$url" ] || continue
  case "$url" in
    http://* | https://*) ;;
    *) echo "not a URL: $url" >&2; exit 1 ;;
  esac
  case "$url" in
    *'"'* | *'\'* | *' '*) echo "not an encoded URL: $url" >&2; exit 1 ;;
  esac
  files="$files${files:+,}\"$url\""
  count=$((count + 1))
  if [ "$count" -eq 30 ]; then
    purge "$files"
    files=''
    count=0
  fi
done
if [ "$count" -gt 0 ]; then purge "$files"; fi
