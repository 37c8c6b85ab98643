/// How a paged `TabView` draws its page dots: `.page(backgroundDisplayMode:)` puts them on a
/// translucent capsule when `.always` (or `.interactive`, as a render has no interaction).
public protocol IndexViewStyle {
    var _showsBackground: Bool { get }
}

public struct PageIndexViewStyle: IndexViewStyle {
    public struct BackgroundDisplayMode: Hashable, Sendable {
        let shows: Bool
        public static let automatic = BackgroundDisplayMode(shows: false)
        public static let interactive = BackgroundDisplayMode(shows: false)
        public static let always = BackgroundDisplayMode(shows: true)
        public static let never = BackgroundDisplayMode(shows: false)
    }
    let backgroundDisplayMode: BackgroundDisplayMode
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { self.backgroundDisplayMode = backgroundDisplayMode }
    public var _showsBackground: Bool { backgroundDisplayMode.shows }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

private struct PageIndexBackgroundKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var pageIndexShowsBackground: Bool {
        get { self[PageIndexBackgroundKey.self] } set { self[PageIndexBackgroundKey.self] = newValue }
    }
}

nonisolated extension View {
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        environment(\.pageIndexShowsBackground, style._showsBackground)
    }
}
