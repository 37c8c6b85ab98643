import Foundation

/// The result builder of a formatting definition's `body` (SwiftUI's
/// `AttributedTextFormatting.DefinitionBuilder`, iOS 26), and the definitions it builds: none, one,
/// several in order, a branch, an optional one, one whose type is erased (SDK 26.2 interface;
/// docs/reference/ios26-swiftui-api.md, "Rich text").
extension AttributedTextFormatting {
    @resultBuilder
    public struct DefinitionBuilder<Scope>: Sendable {
        public static func buildExpression<D: AttributedTextFormattingDefinition>(_ definition: D) -> D where Scope == D.Scope {
            definition
        }

        public static func buildBlock<D: AttributedTextFormattingDefinition>(_ definition: D) -> D { definition }

        public static func buildBlock<S: AttributeScope>() -> EmptyDefinition<S> { EmptyDefinition() }

        public static func buildBlock<F: AttributedTextFormattingDefinition, each D: AttributedTextFormattingDefinition>(
            _ first: F, _ definition: repeat each D) -> TupleDefinition<F.Scope, F, repeat each D> {
            TupleDefinition(definition: first, repeat each definition)
        }

        public static func buildLimitedAvailability<D: AttributedTextFormattingDefinition>(_ definition: D) -> AnyDefinition<Scope>
        where Scope == D.Scope {
            AnyDefinition(definition)
        }

        public static func buildIf<D: AttributedTextFormattingDefinition>(_ definition: D?) -> D? where Scope == D.Scope { definition }

        public static func buildEither<T: AttributedTextFormattingDefinition, F: AttributedTextFormattingDefinition>(
            first: T) -> _ConditionalContent<T, F> where Scope == T.Scope, T.Scope == F.Scope {
            _ConditionalContent(storage: .trueContent(first))
        }

        public static func buildEither<T: AttributedTextFormattingDefinition, F: AttributedTextFormattingDefinition>(
            second: F) -> _ConditionalContent<T, F> where Scope == T.Scope, T.Scope == F.Scope {
            _ConditionalContent(storage: .falseContent(second))
        }
    }

    /// The scope's attributes, unconstrained.
    public struct EmptyDefinition<Scope: AttributeScope>: AttributedTextFormattingDefinition, Sendable {
        public init() {}
        public var body: EmptyDefinition<Scope> { self }
        public static func _makeDefinition(_ inputs: _Inputs<EmptyDefinition<Scope>>) -> _Outputs<EmptyDefinition<Scope>> {
            _Outputs(constraints: [])
        }
    }

    /// A definition whose type is erased: its constraints kept.
    public struct AnyDefinition<Scope: AttributeScope>: AttributedTextFormattingDefinition, @unchecked Sendable {
        let constraints: [(inout AttributeContainer) -> Void]

        public init<D: AttributedTextFormattingDefinition>(_ definition: D) where Scope == D.Scope {
            constraints = definition.constraints
        }

        init(constraints: [(inout AttributeContainer) -> Void]) { self.constraints = constraints }

        public var body: AnyDefinition<Scope> { self }
        public static func _makeDefinition(_ inputs: _Inputs<AnyDefinition<Scope>>) -> _Outputs<AnyDefinition<Scope>> {
            _Outputs(constraints: inputs.definition.constraints)
        }
    }

    /// Several definitions, their constraints applied in order.
    public struct TupleDefinition<Scope: AttributeScope, each Definition: AttributedTextFormattingDefinition>:
        AttributedTextFormattingDefinition, @unchecked Sendable {
        let definition: (repeat each Definition)

        public init(definition: repeat each Definition) { self.definition = (repeat each definition) }

        public var body: TupleDefinition<Scope, repeat each Definition> { self }
        public static func _makeDefinition(_ inputs: _Inputs<TupleDefinition<Scope, repeat each Definition>>)
            -> _Outputs<TupleDefinition<Scope, repeat each Definition>> {
            var constraints: [(inout AttributeContainer) -> Void] = []
            for part in repeat each inputs.definition.definition { constraints += part.constraints }
            return _Outputs(constraints: constraints)
        }
    }
}

extension _ConditionalContent: AttributedTextFormattingDefinition
where TrueContent: AttributedTextFormattingDefinition, FalseContent: AttributedTextFormattingDefinition,
      TrueContent.Scope == FalseContent.Scope {
    public typealias Scope = TrueContent.Scope

    nonisolated public var body: _ConditionalContent<TrueContent, FalseContent> { self }

    nonisolated public static func _makeDefinition(
        _ inputs: AttributedTextFormatting._Inputs<_ConditionalContent<TrueContent, FalseContent>>
    ) -> AttributedTextFormatting._Outputs<_ConditionalContent<TrueContent, FalseContent>> {
        switch inputs.definition.storage {
        case .trueContent(let definition): AttributedTextFormatting._Outputs(constraints: definition.constraints)
        case .falseContent(let definition): AttributedTextFormatting._Outputs(constraints: definition.constraints)
        }
    }
}

extension Optional: AttributedTextFormattingDefinition where Wrapped: AttributedTextFormattingDefinition {
    public typealias Scope = Wrapped.Scope

    /// Its value's constraints, or none.
    nonisolated public var body: some AttributedTextFormattingDefinition<Wrapped.Scope> {
        AttributedTextFormatting.AnyDefinition<Wrapped.Scope>(constraints: self?.constraints ?? [])
    }
}
