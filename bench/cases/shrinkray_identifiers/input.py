
agmas = 42
benighted = agmas
squabashing = benighted
paradisaically = squabashing
simar = paradisaically
output.append(simar)
