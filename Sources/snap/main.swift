import ArgumentParser

Snap.main()
