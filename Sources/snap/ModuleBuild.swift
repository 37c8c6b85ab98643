import Foundation
import SnapRuntime

/// What `PreviewCompiler.build` made of some files of one module: for each file, the program
/// that holds its previews and the key its generated `main` lists them by, or why there is none
/// (it declares no previews, it does not compile); and the asset catalogs the programs draw from.
struct ModuleBuild {
    struct Program: Equatable {
        let program: URL
        let key: String
    }

    var programs: [URL: Result<Program, SnapError>]
    var catalogs: [String]
    /// The design the module's app draws (`PreviewModule.design`).
    var design = DesignOption.liquidGlass
}
