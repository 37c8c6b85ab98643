/// SwiftUI content for a UIKit cell (SwiftUI's `UIHostingConfiguration`, iOS 16): the view,
/// a background, margins and a minimum size, set as a cell's `contentConfiguration`. Its content
/// view is drawn as the SwiftUI view it hosts (`UIKitViewDrawing`): the content inset by the
/// margins, at least the minimum size, over the background. The margins are the list cell's
/// (`ListMetrics.rowInsets`) unless set, as Apple's documentation says the content is inset by
/// the cell's layout margins by default; no minimum size applies unless one is set.
public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {
    let content: Content
    let background: Background
    var margins = ListMetrics.rowInsets
    var minWidth: CGFloat?
    var minHeight: CGFloat?

    public init(@ViewBuilder content: () -> Content) where Background == EmptyView {
        self.content = content()
        background = EmptyView()
    }

    private init(content: Content, background: Background, from other: UIHostingConfiguration<Content, some View>) {
        self.content = content
        self.background = background
        margins = other.margins
        minWidth = other.minWidth
        minHeight = other.minHeight
    }

    /// The same configuration over a background view, which fills the cell behind the margins.
    public func background<B: View>(@ViewBuilder content: () -> B) -> UIHostingConfiguration<Content, B> {
        UIHostingConfiguration<Content, B>(content: self.content, background: content(), from: self)
    }

    /// The same configuration over a background filled with `style`.
    public func background<S: ShapeStyle>(_ style: S) -> UIHostingConfiguration<Content, _UIHostingConfigurationBackgroundView<S>> {
        background { _UIHostingConfigurationBackgroundView(style: style) }
    }

    /// Margins on `edges` replaced with those of `insets`.
    public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> UIHostingConfiguration<Content, Background> {
        var copy = self
        if edges.contains(.top) { copy.margins.top = insets.top }
        if edges.contains(.leading) { copy.margins.leading = insets.leading }
        if edges.contains(.bottom) { copy.margins.bottom = insets.bottom }
        if edges.contains(.trailing) { copy.margins.trailing = insets.trailing }
        return copy
    }

    public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> UIHostingConfiguration<Content, Background> {
        margins(edges, EdgeInsets(top: length, leading: length, bottom: length, trailing: length))
    }

    /// The content view's minimum size; a nil dimension keeps the one set before.
    public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> UIHostingConfiguration<Content, Background> {
        var copy = self
        copy.minWidth = width ?? minWidth
        copy.minHeight = height ?? minHeight
        return copy
    }

    /// No minimum size: the content view is as small as its content.
    public func minSize() -> UIHostingConfiguration<Content, Background> {
        var copy = self
        copy.minWidth = nil
        copy.minHeight = nil
        return copy
    }

    @MainActor public func makeContentView() -> any UIView & UIContentView { UIHostingContentView(configuration: self) }

    /// The configuration is the same in every state; the hosted view reads the state itself.
    public func updated(for state: any UIConfigurationState) -> UIHostingConfiguration<Content, Background> { self }

    /// The hosted view as it draws in its content view.
    var drawing: some View {
        content
            .padding(margins)
            .frame(minWidth: minWidth, minHeight: minHeight)
            .background { background }
    }
}

/// The background view of `UIHostingConfiguration.background(_:)`: a rectangle filled with the style.
public struct _UIHostingConfigurationBackgroundView<S: ShapeStyle>: View {
    let style: S
    public var body: some View { Rectangle().fill(style) }
}

/// A configuration whose content view draws a SwiftUI view.
protocol HostedContentConfiguration {
    var hostedView: AnyView { get }
}

extension UIHostingConfiguration: HostedContentConfiguration {
    var hostedView: AnyView { AnyView(drawing) }
}

/// The content view a hosting configuration makes, drawn as its configuration's view; a new
/// hosting configuration set on it replaces the view.
final class UIHostingContentView: UIView, UIContentView {
    var configuration: any UIContentConfiguration

    /// Decoded from storyboards and nibs on iOS; there are none here.
    public required init?(coder: NSCoder) { return nil }

    init(configuration: any UIContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    var hostedView: AnyView? { (configuration as? HostedContentConfiguration)?.hostedView }

    func supports(_ configuration: any UIContentConfiguration) -> Bool { configuration is HostedContentConfiguration }
}
