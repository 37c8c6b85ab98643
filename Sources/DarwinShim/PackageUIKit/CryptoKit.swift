// Apple's CryptoKit for the packages snap builds with UIKit (`PackageDarwinView.uikitModules`):
// the runtime's `_CryptoKit`, which a previewed app's `import CryptoKit` means too
// (`AppleFramework.modules`): swift-crypto, CryptoKit's API under its names. A disk cache names its
// files by `Insecure.SHA1` in kean/Nuke@0ead44350d2737db384908569c012fe67c421e4d, its Sources/Nuke/Internal/Extensions.swift.
@_exported import _CryptoKit
