import LayoutDSL

/// `#Preview { … }`, as Xcode 15 declares it for SwiftUI views (DeveloperToolsSupport,
/// `Preview(_:traits:_:body:)`): an optional title, traits, and a view builder whose body may
/// declare values before it returns the view. The expansion is a function named
/// `__snapPreview` whose argument label is the macro's source position, so that `snap`, which
/// finds each `#Preview` in the file with swift-syntax, can call it from the program it
/// generates. The implementation is the `PreviewMacros` plugin, which this target depends on:
/// SwiftPM hands it to the compiler for this module's clients, and `snap render` gives it to
/// swiftc. LayoutDSL itself declares no macro, so it builds without swift-syntax and without a
/// plugin it cannot find.
@freestanding(declaration, names: named(__snapPreview))
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

/// `#Preview("Title", traits: .sizeThatFitsLayout, .landscapeLeft) { … }`.
@freestanding(declaration, names: named(__snapPreview))
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
                     _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

/// Xcode 16's `@Previewable @State var on = true` in a `#Preview` body: `#Preview` makes such
/// declarations the stored properties of a view wrapping the body, so state works as in a view.
@attached(peer)
public macro Previewable() = #externalMacro(module: "PreviewMacros", type: "PreviewableMacro")
