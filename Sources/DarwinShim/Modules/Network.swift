// Apple's `Network` for packages snap builds: the runtime's `_Network`, which a previewed app's
// `import Network` means too.
@_exported import _Network
