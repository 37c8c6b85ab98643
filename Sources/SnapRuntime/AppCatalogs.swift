import Foundation
import LayoutDSL
internal import Render

/// The app target's asset catalogs as its main bundle holds them: the catalogs a request names
/// (`RenderRequest.assets`: the module's, those beside the file, `--assets`), in one image
/// loader that every host of the render carries in its environment (`HostSettings.imageLoader`),
/// and that a preview program's own code sees while it builds its previews (`ambient`), as an
/// app's code sees its bundle before any view exists.
struct AppCatalogs {
    let loader: PNGImageLoader

    /// Each catalog's warnings (files skipped, system colours UIKit lacks) are printed here, once a render.
    init(_ request: RenderRequest) {
        let catalogs = request.assets.map { AssetCatalog(directory: URL(fileURLWithPath: $0)) }
        for warning in catalogs.flatMap(\.warnings) {
            FileHandle.standardError.write(Data("warning: asset catalog: \(warning)\n".utf8))
        }
        loader = PNGImageLoader(catalogs: catalogs)
    }

    /// Runs `body` (a preview program building its previews) with the catalogs in the ambient
    /// environment: `NSDataAsset(name:)` in a preview's body finds the app's data sets.
    func ambient<R>(_ body: () throws -> R) rethrows -> R {
        try EnvironmentValues.$ambient.withValue(.rendering(imageLoader: loader), operation: body)
    }
}
