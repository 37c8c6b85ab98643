/// iOS 18's navigation transitions (Apple's documentation of `NavigationTransition`,
/// `navigationTransition(_:)` and `matchedTransitionSource(id:in:configuration:)`): how a pushed
/// or presented view enters and leaves, `.zoom` growing it out of a source view marked with the
/// same id. They act only while a push or presentation animates; a render shows views at rest,
/// where nothing of the transition is drawn, so the modifiers leave the view as it is. The
/// source's configuration (background, clip shape, shadow) likewise styles it "during the
/// transition" only.
public protocol NavigationTransition {}

/// The system's push and sheet transitions.
public struct AutomaticNavigationTransition: NavigationTransition {}

/// The destination zooms out of its source view.
public struct ZoomNavigationTransition: NavigationTransition {}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition()
    }
}

/// How a zoom transition's source looks while it animates.
public protocol MatchedTransitionSourceConfiguration: Sendable {}

/// The source as it is.
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {}

extension MatchedTransitionSourceConfiguration {
    public func background(_ style: Color) -> some MatchedTransitionSourceConfiguration { self }
    public func clipShape(_ shape: RoundedRectangle) -> some MatchedTransitionSourceConfiguration { self }
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                       y: CGFloat = 0) -> some MatchedTransitionSourceConfiguration { self }
}

nonisolated extension View {
    /// How this destination enters and leaves when pushed or presented.
    public func navigationTransition(_ style: some NavigationTransition) -> some View { self }

    /// The view a `.zoom(sourceID:in:)` transition with this id grows out of.
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View { self }

    public func matchedTransitionSource(
        id: some Hashable, in namespace: Namespace.ID,
        configuration: (EmptyMatchedTransitionSourceConfiguration) -> some MatchedTransitionSourceConfiguration
    ) -> some View { self }
}

@available(iOS 26.0, macOS 26.0, *)
extension ToolbarContent {
    /// The toolbar item a `.zoom(sourceID:in:)` transition with this id grows out of (iOS 26).
    nonisolated public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some ToolbarContent { self }
}

@available(iOS 26.0, macOS 26.0, *)
extension CustomizableToolbarContent {
    /// The customizable form of `ToolbarContent.matchedTransitionSource(id:in:)`.
    nonisolated public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some CustomizableToolbarContent {
        self
    }
}
