/// Declares a value of `EnvironmentValues`, `ContainerValues`, `FocusedValues` or `Transaction`
/// with a key of its own (iOS 18's `@Entry`). The implementation is `EntryMacro` in the
/// `PreviewMacros` plugin; its expansion names the key protocols as `SwiftUI.…`, which this
/// module re-exports from LayoutDSL.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "PreviewMacros", type: "EntryMacro")
