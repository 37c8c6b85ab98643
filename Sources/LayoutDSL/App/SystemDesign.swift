/// The design the system draws an app in, as iOS chooses it for the app's build: an app built
/// with the iOS 26 SDK or later gets Liquid Glass, and keeps the iOS 18 design only while its
/// Info.plist sets `UIDesignRequiresCompatibility` to YES (Apple's Information Property List
/// reference, "UIDesignRequiresCompatibility": "the system runs the app using the design from the
/// previous major OS release"). Not SwiftUI API: SwiftUI reads the choice from the process, as a
/// render here reads it from the host (`snap render --design`, the app's Info.plist, a snapshot
/// canvas), through the environment.
///
/// What each design draws differently lives with what draws it: the palette
/// (`Color.system`), button border shapes (`ButtonBorderShape`), the tab bar (`TabBar`). The
/// facts and their sources: docs/reference/ios26-design.md.
public enum SystemDesign: String, CaseIterable, Codable, Hashable, Sendable {
    /// iOS 26 and 27's design, which an app built with the current SDK gets.
    case liquidGlass
    /// iOS 18's design, which `UIDesignRequiresCompatibility` keeps.
    case compatibility
}

private struct SystemDesignKey: EnvironmentKey { static let defaultValue = SystemDesign.liquidGlass }

extension EnvironmentValues {
    /// The design the host draws in (`SystemDesign`): Liquid Glass unless the host asks for the
    /// compatibility design, as an app built with the current SDK runs.
    public var systemDesign: SystemDesign {
        get { self[SystemDesignKey.self] } set { self[SystemDesignKey.self] = newValue }
    }
}
