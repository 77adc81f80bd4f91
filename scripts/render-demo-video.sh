#!/usr/bin/env bash
# Renders the live stream's demo recording (issue #36): backend/src/seed/stream/demo-video.mp4, a 30 s clip of
# four titled scenes (German and English), 640x360, H.264 + AAC, faststart (the moov box first, so a browser
# reads the duration from the first range request). The seeder stores it through FileStorage and the seeded
# sessions play it. The rendered file is committed: CI and the app never need ffmpeg, only whoever changes the
# clip does. Needs Debian's ffmpeg and the DejaVu fonts: `apt-get install -y ffmpeg fonts-dejavu-core`.
# This is a clean ffmpeg-generated clip (colour scenes, titles, a moving bar, a soft tone), not frames of the
# pose figure. Usage: scripts/render-demo-video.sh [out.mp4]
set -euo pipefail
out="${1:-$(dirname "$0")/../backend/src/seed/stream/demo-video.mp4}"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
scene=7.5 # seconds per scene; four scenes make 30 s

# one scene: a colour, a German title, an English title
scenes=(
  '0x2e7d32|officefit Live – Demo|Aufwärmen · Warm-up'
  '0x1565c0|Schultern kreisen|Shoulder circles'
  '0x6a1b9a|Nacken dehnen|Neck stretch'
  '0xef6c00|Tief durchatmen|Breathe deeply'
)
inputs=()
filters=''
for i in "${!scenes[@]}"; do
  IFS='|' read -r colour title subtitle <<<"${scenes[$i]}"
  inputs+=(-f lavfi -i "color=c=${colour}:s=640x360:r=25:d=${scene}")
  filters+="[${i}:v]drawtext=fontfile=${font}:text='${title}':fontcolor=white:fontsize=34:x=(w-tw)/2:y=130,"
  filters+="drawtext=fontfile=${font}:text='${subtitle}':fontcolor=white@0.85:fontsize=24:x=(w-tw)/2:y=185,"
  # a bar that moves with the breathing rhythm, so the picture visibly plays
  filters+="drawbox=x=170+150*sin(2*PI*t/4):y=260:w=150:h=12:color=white@0.8:t=fill[v${i}];"
done
concat=''
for i in "${!scenes[@]}"; do concat+="[v${i}]"; done
filters+="${concat}concat=n=${#scenes[@]}:v=1:a=0[v]"

ffmpeg -y -hide_banner -loglevel error "${inputs[@]}" \
  -f lavfi -i "sine=frequency=220:sample_rate=44100:duration=30" \
  -filter_complex "${filters};[${#scenes[@]}:a]volume=0.08,afade=t=in:d=1,afade=t=out:st=29:d=1[a]" \
  -map '[v]' -map '[a]' \
  -c:v libx264 -profile:v main -pix_fmt yuv420p -preset slow -crf 30 -g 50 \
  -c:a aac -b:a 48k -ac 1 -movflags +faststart -metadata title='officefit Live demo' "$out"
ls -l "$out"
