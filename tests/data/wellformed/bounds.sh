#!/bin/sh
# C-Reduce style: exit 0 while gcc -O2 still warns that $1 reads past an array's end
# (a middle-end warning: gcc gives it only on input that compiles).
gcc -c -O2 -Wall -x c -o /dev/null "$1" 2>&1 | grep -q 'is above array bounds'
