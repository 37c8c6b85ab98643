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

    /// The design of the code running in this task where no host or environment says one:
    /// Liquid Glass unless a caller scoped another (`withSnapshotDesign`, as a test whose app keeps
    /// the iOS 18 design does). Scoped to the task, so tests running in parallel do not see each
    /// other's.
    @TaskLocal public static var current: SystemDesign = .liquidGlass
}

/// The design set on this environment, if any; unset, it is the current host's.
private struct SystemDesignKey: EnvironmentKey { static let defaultValue: SystemDesign? = nil }

extension EnvironmentValues {
    /// The design the host draws in (`SystemDesign`): Liquid Glass unless the host asks for the
    /// compatibility design, as an app built with the current SDK runs. The design belongs to
    /// the process on iOS, so an environment that sets none (`EnvironmentValues()` in user code, a
    /// `UIColor` resolved outside a view, an `ImageRenderer`'s host) has the design of the host
    /// whose update is running (`CurrentHost`), else the task's (`SystemDesign.current`).
    public var systemDesign: SystemDesign {
        get { self[SystemDesignKey.self] ?? CurrentHost.design ?? SystemDesign.current }
        set { self[SystemDesignKey.self] = newValue }
    }

    /// The design this environment sets itself, if any.
    var ownSystemDesign: SystemDesign? {
        get { self[SystemDesignKey.self] } set { self[SystemDesignKey.self] = newValue }
    }
}

extension CurrentHost {
    /// The design of the host whose update runs on this thread.
    static var design: SystemDesign? { host?.environment.ownSystemDesign }
}
