/// How a file names what to render: every `PreviewProvider`'s `previews`, with the layout and
/// name set by preview modifiers.
@MainActor @preconcurrency public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

/// One preview: a top-level view of `previews` with its traits.
public struct Preview {
    public var name: String?
    public var layout: PreviewLayout
    public var view: AnyView
    /// The device preset's name from `.previewDevice`; nil for the one chosen on the command line.
    public var device: String? = nil
    public var orientation: InterfaceOrientation = .portrait
    /// A widget's timeline (`#Preview(as:…)` of WidgetKit): one frame per entry instead of the view's.
    public var timeline: PreviewTimeline? = nil
    /// The context that draws the view as its timeline (`previewContext(_:)`), kept so that
    /// modifiers applied outside it are drawn too.
    var context: (any _PreviewTimelineContext)? = nil
}

extension PreviewProvider {
    /// The previews, one per top-level view: `Group { A; B }` or a block of several views gives
    /// several, as Xcode's canvas shows them.
    public static var previewList: [Preview] { previewsOf(previews) }
}

@MainActor func previewsOf(_ view: any View) -> [Preview] {
    if let container = view as? PreviewContainer { return container.previewChildren.flatMap(previewsOf) }
    if let carrier = view as? PreviewTraitCarrier {
        return previewsOf(carrier.previewContent).map { $0.taking(carrier.trait) }
    }
    if let modified = view as? PreviewModifiedView {
        let inner = previewsOf(modified.modifiedContent)
        guard inner.count > 1 else { return inner.map { $0.showing(AnyView(view)) } }
        return inner.map { preview in var child = preview; child.view = modified.applyingModifier(to: preview.view); return child }
    }
    return [Preview(name: nil, layout: .device, view: AnyView(view))]
}

/// One preview of a view whose root may carry preview modifiers (`#Preview`'s body): their
/// traits apply, outer ones winning as in `previewsOf`; containers stay one preview.
@MainActor func previewOf(_ view: any View) -> Preview {
    guard let carrier = view as? PreviewTraitCarrier else { return Preview(name: nil, layout: .device, view: AnyView(view)) }
    return previewOf(carrier.previewContent).taking(carrier.trait)
}

extension Preview {
    /// The preview with a modifier's traits applied over its own.
    @MainActor func taking(_ trait: PreviewTraitModifier) -> Preview {
        var preview = self
        if let layout = trait.layout { preview.layout = layout }
        if let name = trait.name { preview.name = name }
        if let device = trait.device { preview.device = device }
        if let orientation = trait.orientation { preview.orientation = orientation }
        if let context = trait.context { preview.context = context }
        return preview.showing(preview.view)
    }

    /// The preview drawing `view`, in its context's timeline when it has one.
    @MainActor func showing(_ view: AnyView) -> Preview {
        var preview = self
        preview.view = view
        if let context { preview.timeline = context.timeline(of: view) }
        return preview
    }
}

/// Views whose children are separate previews (blocks and groups).
protocol PreviewContainer { var previewChildren: [any View] { get } }

/// A view with preview traits applied.
protocol PreviewTraitCarrier {
    var trait: PreviewTraitModifier { get }
    var previewContent: any View { get }
}

/// A view with a modifier that is not a preview trait: `Group { A(); B() }.environment(…)` at the
/// root of `previews` is one preview per child, each with the modifier, as Xcode's canvas shows
/// them (a child's `preferredColorScheme(.dark)` then darkens only its own canvas).
protocol PreviewModifiedView {
    var modifiedContent: any View { get }
    func applyingModifier(to view: AnyView) -> AnyView
}

extension Group: PreviewContainer where Content: View { var previewChildren: [any View] { [content] } }

extension TupleView: PreviewContainer { var previewChildren: [any View] { children } }

/// `ForEach(ColorScheme.allCases, id: \.self) { Screen().preferredColorScheme($0) }` at the
/// root of `previews` gives one preview per element, as Xcode's canvas shows them.
extension ForEach: PreviewContainer where Content: View { var previewChildren: [any View] { data.map(content) } }

extension ModifiedContent: PreviewModifiedView where Content: View, Modifier: ViewModifier {
    var modifiedContent: any View { content }
    func applyingModifier(to view: AnyView) -> AnyView { AnyView(view.modifier(modifier)) }
}

extension ModifiedContent: PreviewTraitCarrier where Content: View, Modifier == PreviewTraitModifier {
    var trait: PreviewTraitModifier { modifier }
    var previewContent: any View { content }
}

/// Preview modifiers leave layout alone; they tag the view for the renderer.
nonisolated public struct PreviewTraitModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    static var attachesToContent: Bool { false }
    var layout: PreviewLayout? = nil
    var name: String? = nil
    var device: String? = nil
    var orientation: InterfaceOrientation? = nil
    var context: (any _PreviewTimelineContext)? = nil
    func modify(_ content: NodeList, in context: BuildContext) -> NodeList { content }
}

nonisolated extension View {
    /// The preview's canvas; it wins over `snap render --device`, as the preview asked for it.
    public func previewLayout(_ value: PreviewLayout) -> ModifiedContent<Self, PreviewTraitModifier> {
        modifier(PreviewTraitModifier(layout: value))
    }
    public func previewDisplayName(_ value: String?) -> ModifiedContent<Self, PreviewTraitModifier> {
        modifier(PreviewTraitModifier(name: value))
    }
    /// The device preset to render on, by name; nil keeps the command line's.
    public func previewDevice(_ value: PreviewDevice?) -> ModifiedContent<Self, PreviewTraitModifier> {
        modifier(PreviewTraitModifier(device: value?.rawValue))
    }
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> ModifiedContent<Self, PreviewTraitModifier> {
        modifier(PreviewTraitModifier(orientation: value))
    }
}
