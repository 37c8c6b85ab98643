// Apple's `SystemConfiguration` for packages snap builds: the runtime's `_SystemConfiguration`,
// which a previewed app's `import SystemConfiguration` means too.
@_exported import _SystemConfiguration
