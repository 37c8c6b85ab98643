/// Which of Xcode's asset symbols a module's build generates (`AssetSymbols`): the resource
/// members (`ColorResource.brand`, `ImageResource.avatar`) unless an Xcode target turns
/// `ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS` off, and the framework extensions
/// (`Color.brand`, `UIImage.avatar`) where `ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS`
/// is on: off unless set, the setting's default, which Xcode 15's project templates set on. A
/// Swift package's target gets the resource members alone, a folder's module both; a catalog's
/// own choice overrides the extensions (docs/reference/asset-symbols.md).
struct AssetSymbolOptions: Equatable, Sendable {
    var resources = true
    var extensions = true

    init() {}

    /// The options of an Xcode target's Debug build settings.
    init(xcode settings: [String: Any]) {
        func isOn(_ key: String) -> Bool? { (settings[key] as? String).map { ["YES", "TRUE", "1"].contains($0.uppercased()) } }
        resources = isOn("ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS") ?? true
        extensions = resources && (isOn("ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS") ?? false)
    }
}
