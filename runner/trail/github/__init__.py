"""The GitHub Action's side of trail: events, REST client, comments, issue input.

Edge code: it calls trail through its CLI and reads its reports; nothing in the
core imports it.
"""
