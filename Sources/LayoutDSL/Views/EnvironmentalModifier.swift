/// A modifier that becomes another once it has read the environment (Apple's documentation of
/// `EnvironmentalModifier`): the engine calls `resolve(in:)` with the environment where the
/// modifier is applied and applies the modifier it returns.
public protocol EnvironmentalModifier: ViewModifier where Body == Never {
    associatedtype ResolvedModifier: ViewModifier
    func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

nonisolated extension EnvironmentalModifier {
    // Unreachable: the engine builds primitives itself and never asks for their `Never` body;
    // only code calling `.body` by hand reaches it, and SwiftUI traps there too.
    public func body(content: Content) -> Never { fatalError("\(Self.self) is resolved, not evaluated") }

    public static func _modify<V: View>(_ content: V, with modifier: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let resolved = mainActorUnchecked { modifier.resolve(in: inputs.context.environment) }
        return ResolvedModifier._modify(content, with: resolved, inputs: inputs)
    }
}
