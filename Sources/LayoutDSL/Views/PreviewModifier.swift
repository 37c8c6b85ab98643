/// iOS 18's shared set-up of previews (DeveloperToolsSupport's `PreviewModifier`): a context
/// made once, such as a `ModelContainer` of sample data, and a body that wraps each preview's
/// content with it, applied with `#Preview(traits: .modifier(SampleData()))`. Xcode makes the
/// context once per modifier type and reuses it for every preview that asks (Apple's
/// documentation of `makeSharedContext()`); here it is made on the host's executor when the
/// preview first appears, kept for the process, and the preview settles with it before its
/// frame is taken (`PreviewModifiedContent`).
@MainActor @preconcurrency public protocol PreviewModifier {
    associatedtype Context = Void
    associatedtype Body: View
    typealias Content = PreviewModifierContent

    static func makeSharedContext() async throws -> Context
    @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
    public static func makeSharedContext() async throws {}
}

/// The preview a `PreviewModifier` wraps.
nonisolated public struct PreviewModifierContent: View {
    let content: AnyView
    public var body: some View { content }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview's content wrapped in `modifier`'s body, with its shared context.
    @MainActor public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait<T> {
        PreviewTrait(layout: nil, orientation: nil,
                     modifier: AnyPreviewModifier { AnyView(PreviewModifiedContent(modifier: modifier, content: $0)) })
    }
}

/// A preview modifier, erased to what it does to a preview's view. `@unchecked Sendable`: a
/// trait is `Sendable` as DeveloperToolsSupport declares it, and the closure is only called on
/// the main actor, where previews are made (`Preview.init(_:traits:body:)`).
struct AnyPreviewModifier: @unchecked Sendable {
    let apply: @MainActor (AnyView) -> AnyView
}

/// The contexts made so far, by modifier type: made once a process, as Xcode shares them.
@MainActor private var sharedPreviewContexts: [ObjectIdentifier: Any] = [:]

/// A preview's content in a modifier's body once the modifier's shared context exists; until
/// then (the first update, while `makeSharedContext()` runs as a task) nothing. A context that
/// throws leaves the content unmodified.
struct PreviewModifiedContent<Modifier: PreviewModifier>: View {
    let modifier: Modifier
    let content: AnyView
    @State private var context: Modifier.Context?
    @State private var failed = false

    var body: some View {
        if let context = context ?? sharedPreviewContexts[ObjectIdentifier(Modifier.self)] as? Modifier.Context {
            modifier.body(content: PreviewModifierContent(content: content), context: context)
        } else if failed {
            content
        } else {
            Color.clear.task { @MainActor in
                do {
                    let made = try await Modifier.makeSharedContext()
                    sharedPreviewContexts[ObjectIdentifier(Modifier.self)] = made
                    context = made
                } catch {
                    failed = true
                }
            }
        }
    }
}

/// The platform a `PreviewProvider` is shown on (DeveloperToolsSupport's `PreviewPlatform`);
/// `snap` renders every preview as iOS draws it.
public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS
}

extension PreviewProvider {
    /// The platform the previews are for; nil: the file's target's.
    public static var platform: PreviewPlatform? { nil }
}
