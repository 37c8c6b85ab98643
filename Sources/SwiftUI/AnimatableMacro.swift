/// Synthesizes `animatableData` from a type's stored properties and its `Animatable` conformance
/// (iOS 26's `@Animatable`, with the SDK's declarations). The implementation is `AnimatableMacro` in
/// the `PreviewMacros` plugin.
@attached(extension, conformances: Animatable)
@attached(member, names: named(animatableData))
public macro Animatable() = #externalMacro(module: "PreviewMacros", type: "AnimatableMacro")

/// Leaves a property out of the `animatableData` that `@Animatable` synthesizes.
@attached(accessor, names: named(willSet))
public macro AnimatableIgnored() = #externalMacro(module: "PreviewMacros", type: "AnimatableIgnoredMacro")
