extension EnvironmentValues {
    /// The environment code outside an update runs in, as an app's code runs with its main
    /// bundle and screen: a preview program builds its previews under its hosts' root environment,
    /// so a preview's body that reads `NSDataAsset(name:)` finds the app's catalogs before any
    /// host exists. Task-local: hosts on other threads and tests running at once each keep their own.
    @TaskLocal public static var ambient: EnvironmentValues?

    /// What UIKit's lookups outside views read (`UIImage`'s size, `NSDataAsset`, string
    /// measuring, accessibility settings): the environment of the host being updated on this
    /// thread (UIKit's current trait collection), else the ambient one, else the default.
    static var current: EnvironmentValues { CurrentHost.host?.environment ?? ambient ?? EnvironmentValues() }
}
