/// A data set of the asset catalogs (UIKit's `NSDataAsset`): sample JSON and other files a
/// preview loads by name. The catalogs are those of the image loader in the current environment
/// (`EnvironmentValues.current`: `snap` gives its hosts and previews the module's, those beside the
/// file and `--assets`); nil for a name none of them has, as UIKit answers.
open class NSDataAsset {
    public let name: String
    public let data: Data
    /// The uniform type identifier the data set declares (`public.data` when it does not).
    public let typeIdentifier: String

    public convenience init?(name: String) { self.init(name: name, bundle: .main) }

    public init?(name: String, bundle: Bundle) {
        guard let asset = EnvironmentValues.current.imageLoader?.dataAsset(named: name, bundle: bundle) else { return nil }
        self.name = name
        data = asset.data
        typeIdentifier = asset.typeIdentifier
    }
}
