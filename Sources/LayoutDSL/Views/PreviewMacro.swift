/// `#Preview { … }`, as Xcode 15 declares it for SwiftUI views (DeveloperToolsSupport,
/// `Preview(_:traits:_:body:)`): an optional title, traits, and a view builder whose body may
/// declare values before it returns the view. The expansion is a function named
/// `__snapPreview` whose argument label is the macro's source position, so that `snap`, which
/// finds each `#Preview` in the file with swift-syntax, can call it from the program it
/// generates. The implementation lives in the `PreviewMacros` plugin, named here only: the
/// library builds without swift-syntax, and `snap render` gives swiftc the plugin.
@freestanding(declaration, names: named(__snapPreview))
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

/// `#Preview("Title", traits: .sizeThatFitsLayout, .landscapeLeft) { … }`.
@freestanding(declaration, names: named(__snapPreview))
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
                     _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

extension Preview {
    /// What `#Preview`'s expansion builds: the body's view, with the preview modifiers at its
    /// root honoured as in a `PreviewProvider` (`.previewDevice`, `.previewLayout`, …), then the
    /// macro's title and traits applied in order, a later trait of the same kind winning, as
    /// Xcode applies them. The body is a view builder, as `#Preview`'s is: declarations such as
    /// `let _ = …` may come before the view, and a body with an explicit `return` is plain code.
    @MainActor
    public init(_ name: String?, traits: [PreviewTrait<ViewTraits>], @ViewBuilder body: @MainActor () -> any View) {
        self = previewOf(body())
        if let name { self.name = name }
        for trait in traits {
            if let layout = trait.layout { self.layout = layout }
            if let orientation = trait.orientation { self.orientation = orientation }
        }
    }
}

/// Xcode 16's `@Previewable @State var on = true` in a `#Preview` body: `#Preview` makes such
/// declarations the stored properties of a view wrapping the body, so state works as in a view.
@attached(peer)
public macro Previewable() = #externalMacro(module: "PreviewMacros", type: "PreviewableMacro")
