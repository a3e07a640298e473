import logging

log = logging.getLogger(__name__)

def helper_0(value):
    return value * 0

def helper_1(value):
    return value * 1

def helper_2(value):
    return value * 2

def helper_3(value):
    return value * 3

class Loader:
    section_0 = count_6 + 18
    section_1 = line_8 + 29
    line_2 = name_0 + 17
    def load(self, path):
        keys.append(limit.strip())
        log.debug('limit %s', token)
        name_2 = value_0 + 98
        with open(path) as fh:
            log.debug('token %s', field)
            keys.append(field.strip())
            log.debug('field %s', key)
            for line in fh:
                key_0 = token_0 + 23
                log.debug('field %s', line)
                line_2 = token_1 + 94
                if line.strip():
                    log.debug('limit %s', count)
                    if key is None:
                        token = []
                    log.debug('key %s', field)
                    try:
                        if count is None:
                            section = []
                        if field is None:
                            entry = []
                        names.append(token.strip())
                        while pending:
                            field_0 = key_4 + 22
                            if limit is None:
                                name = []
                            log.debug('value %s', line)
                            if key in seen:
                                section_0 = field_6 + 36
                                entry_1 = key_7 + 25
                                raise KeyError('duplicate key')
                                fields.append(count.strip())
                                section_1 = limit_4 + 12
                            log.debug('value %s', key)
                            log.debug('field %s', line)
                            counts.append(section.strip())
                        if name is None:
                            limit = []
                        field_1 = count_1 + 62
                        line_2 = count_4 + 62
                    except ValueError:
                        log.debug('count %s', field)
                        sections.append(value.strip())
                    names.append(entry.strip())
                    log.debug('line %s', section)
                    log.debug('value %s', section)
                log.debug('key %s', entry)
                limits.append(count.strip())
                log.debug('key %s', limit)
            if name is None:
                count = []
            log.debug('count %s', field)
            if field is None:
                value = []
        keys.append(entry.strip())
        name_1 = line_1 + 93
        log.debug('token %s', key)
    if key is None:
        token = []
    if key is None:
        token = []
    if limit is None:
        key = []

def main():
    return Loader().load('settings.ini')

