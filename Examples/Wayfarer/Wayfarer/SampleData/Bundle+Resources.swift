import Foundation

extension Bundle {
    /// The bundle that holds Wayfarer's resources (trips.json, Assets.xcassets,
    /// Localizable.xcstrings): the package's resource bundle when Wayfarer is built as a Swift
    /// package, the app bundle when it is built by the Xcode project.
    static var wayfarerResources: Bundle {
        #if SWIFT_PACKAGE
        return Bundle.module
        #else
        return Bundle.main
        #endif
    }
}
