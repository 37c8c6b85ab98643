@_spi(Reflection) import Swift
import Foundation

/// The namespace of iOS 26's rich-text formatting definitions (SwiftUI's `AttributedTextFormatting`).
public enum AttributedTextFormatting: Sendable {
    /// What a definition is made from: the definition itself.
    public struct _Inputs<Definition>: @unchecked Sendable {
        let definition: Definition
    }

    /// What a definition gives: its value constraints, in the order they apply.
    public struct _Outputs<Definition>: @unchecked Sendable {
        let constraints: [(inout AttributeContainer) -> Void]
    }
}

/// How text may be styled in a view (SwiftUI's `AttributedTextFormattingDefinition`, iOS 26): an
/// attribute scope and value constraints. Apple's documentation: "All other attributes will be
/// ignored by value constraints and by the affected views"; `constrain(_:)` "applies all value
/// constraints" to each run, in the order the definition lists them, each reading the values the
/// ones above it produced (docs/reference/ios26-swiftui-api.md, "Rich text").
public protocol AttributedTextFormattingDefinition<Scope> {
    associatedtype Body: AttributedTextFormattingDefinition
    associatedtype Scope: AttributeScope where Scope == Body.Scope
    @AttributedTextFormatting.DefinitionBuilder<Scope> var body: Body { get }
    static func _makeDefinition(_ inputs: AttributedTextFormatting._Inputs<Self>) -> AttributedTextFormatting._Outputs<Self>
}

extension AttributedTextFormattingDefinition {
    /// A composed definition's constraints are its body's.
    public static func _makeDefinition(_ inputs: AttributedTextFormatting._Inputs<Self>) -> AttributedTextFormatting._Outputs<Self> {
        AttributedTextFormatting._Outputs(constraints: Body._makeDefinition(.init(definition: inputs.definition.body)).constraints)
    }

    public typealias ValueConstraint = AttributedTextFormatting.ValueConstraint

    /// Applies every value constraint of the definition to each run of `string`.
    public func constrain(_ string: inout AttributedString) {
        let constraints = self.constraints
        guard !constraints.isEmpty else { return }
        string.updateEachRun { attributes in
            for constraint in constraints { constraint(&attributes) }
        }
    }

    /// Applies every value constraint of the definition to `container`.
    public func constrain(_ container: inout AttributeContainer) {
        for constraint in constraints { constraint(&container) }
    }

    /// The definition's value constraints, in the order they apply.
    var constraints: [(inout AttributeContainer) -> Void] { Self._makeDefinition(.init(definition: self)).constraints }
}

extension AttributedString {
    /// Changes each run's attributes with `update`, setting only the runs it changed.
    mutating func updateEachRun(_ update: (inout AttributeContainer) -> Void) {
        for run in runs.reversed() {
            var attributes = run.attributes
            update(&attributes)
            if attributes != run.attributes { self[run.range].setAttributes(attributes) }
        }
    }
}

/// A definition as the views below its modifier apply it: the attributes its scope holds (nested
/// scopes included, found by reflecting on the scope's stored properties, as Foundation finds a
/// scope's keys) and its constraints.
struct ResolvedTextFormatting: @unchecked Sendable {
    let keys: [any AttributedStringKey.Type]
    let constraints: [(inout AttributeContainer) -> Void]

    init<D: AttributedTextFormattingDefinition>(_ definition: D) {
        keys = Self.keys(of: D.Scope.self)
        constraints = definition.constraints
    }

    /// A run's attributes as the definition lets a view see them: its scope's alone, constrained.
    func apply(to attributes: AttributeContainer) -> AttributeContainer {
        var kept = AttributeContainer()
        for key in keys { Self.copy(key, from: attributes, to: &kept) }
        for constraint in constraints { constraint(&kept) }
        return kept
    }

    private static func copy<K: AttributedStringKey>(_ key: K.Type, from source: AttributeContainer, to target: inout AttributeContainer) {
        target[K.self] = source[K.self]
    }

    static func keys(of scope: Any.Type) -> [any AttributedStringKey.Type] {
        var keys: [any AttributedStringKey.Type] = []
        _ = _forEachField(of: scope, options: []) { _, _, field, _ in
            if let key = field as? any AttributedStringKey.Type { keys.append(key) }
            else if let nested = field as? any AttributeScope.Type { keys += Self.keys(of: nested) }
            return true
        }
        return keys
    }
}

private struct AttributedTextFormattingKey: EnvironmentKey { static let defaultValue: ResolvedTextFormatting? = nil }

extension EnvironmentValues {
    /// The formatting definition `Text` and `TextEditor` made from an `AttributedString` apply.
    var attributedTextFormatting: ResolvedTextFormatting? {
        get { self[AttributedTextFormattingKey.self] } set { self[AttributedTextFormattingKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Applies `definition` to the `Text` and `TextEditor` views below made from an `AttributedString`.
    public func attributedTextFormattingDefinition<D: AttributedTextFormattingDefinition>(_ definition: D) -> some View {
        environment(\.attributedTextFormatting, ResolvedTextFormatting(definition))
    }

    /// A definition of the scope's attributes, unconstrained.
    public func attributedTextFormattingDefinition<S: AttributeScope>(_ scope: S.Type) -> some View {
        attributedTextFormattingDefinition(AttributedTextFormatting.EmptyDefinition<S>())
    }

    public func attributedTextFormattingDefinition<S: AttributeScope>(_ path: KeyPath<AttributeScopes, S.Type>) -> some View {
        attributedTextFormattingDefinition(AttributedTextFormatting.EmptyDefinition<S>())
    }
}
