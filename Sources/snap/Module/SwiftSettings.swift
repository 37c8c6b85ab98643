/// The compiler flags a module's own settings add when snap compiles it, as its build system
/// passes them: the default actor isolation of Swift 6.2 (SE-0466: `-default-isolation MainActor`,
/// which Xcode 26's new app projects set), upcoming and experimental features, and, for a package,
/// its defines.
enum SwiftSettings {
    /// SwiftPM's `swiftSettings` of a target, as `swift package dump-package` writes them (each a
    /// `kind` keyed by the setting's name, with its `condition`): `define` is a condition
    /// (`-D`), `defaultIsolation`, `enableUpcomingFeature` and `enableExperimentalFeature` are
    /// flags. A setting conditioned on platforms applies when iOS is among them, one conditioned
    /// on a configuration when it is Debug, as a preview build is. Unsafe flags, language modes
    /// and interoperability modes are the package's own build's, not a preview's.
    static func package(_ settings: [[String: Any]]) -> (conditions: [String], flags: [String]) {
        var conditions: [String] = [], flags: [String] = []
        for setting in settings where setting["tool"] as? String == "swift" && applies(setting["condition"] as? [String: Any]) {
            guard let kind = setting["kind"] as? [String: Any], let (name, value) = kind.first.map({ ($0.key, $0.value) }),
                  let argument = (value as? [String: Any])?["_0"] as? String else { continue }
            switch name {
            case "define": conditions.append(argument)
            case "defaultIsolation": flags += ["-default-isolation", argument]
            case "enableUpcomingFeature": flags += ["-enable-upcoming-feature", argument]
            case "enableExperimentalFeature": flags += ["-enable-experimental-feature", argument]
            default: continue
            }
        }
        return (conditions, flags)
    }

    private static func applies(_ condition: [String: Any]?) -> Bool {
        guard let condition else { return true }
        if let platforms = condition["platformNames"] as? [String], !platforms.contains("ios") { return false }
        if let configuration = condition["config"] as? String, configuration != "debug" { return false }
        return true
    }

    /// An Xcode target's settings (Xcode's build settings reference): `SWIFT_DEFAULT_ACTOR_ISOLATION`
    /// (`MainActor` or `nonisolated`), and `SWIFT_APPROACHABLE_CONCURRENCY`, which turns on the two
    /// upcoming features of Swift 6.2 that the Swift 6 language mode leaves off,
    /// `InferIsolatedConformances` and `NonisolatedNonsendingByDefault` (forums.swift.org, "What
    /// should the concurrency settings be for a brand new project?").
    static func xcode(defaultIsolation: String?, approachableConcurrency: Bool) -> [String] {
        var flags: [String] = []
        if let defaultIsolation, ["MainActor", "nonisolated"].contains(defaultIsolation) {
            flags += ["-default-isolation", defaultIsolation]
        }
        if approachableConcurrency {
            flags += ["-enable-upcoming-feature", "InferIsolatedConformances", "-enable-upcoming-feature", "NonisolatedNonsendingByDefault"]
        }
        return flags
    }
}
