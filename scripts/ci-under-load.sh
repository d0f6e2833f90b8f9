#!/usr/bin/env bash
# Issue 29's check: `.ci/run` on a fresh clone of a branch, beside two busy loops, as CI would run it on a busy 2-core
# machine. usage: scripts/ci-under-load.sh NAME [BRANCH]  (clone and log in /tmp/ci-under-load/NAME{,.log})
set -u
name=$1
branch=${2:-main}
repo=$(cd "$(dirname "$0")/.." && pwd)
root=/tmp/ci-under-load
mkdir -p "$root"
rm -rf "${root:?}/$name"
git clone -q --branch "$branch" "$repo" "$root/$name"
# CI lays shared/ beside its clone, as beside this repository.
[ -d "$root/shared" ] || cp -r "$repo/../shared" "$root/shared"
yes >/dev/null & busy1=$!
yes >/dev/null & busy2=$!
started=$(date +%s)
(cd "$root/$name" && env -u REDIS_URL bash .ci/run) >"$root/$name.log" 2>&1
status=$?
kill "$busy1" "$busy2"
echo "EXIT $status in $(( $(date +%s) - started )) s" | tee -a "$root/$name.log"
exit "$status"
