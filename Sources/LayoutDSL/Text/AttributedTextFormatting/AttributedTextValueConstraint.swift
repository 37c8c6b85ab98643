import Foundation

/// A constraint on one attribute's value (SwiftUI's `AttributedTextValueConstraint`, iOS 26): its
/// `constrain(_:)` gets each run's attributes through a proxy that writes only that attribute and
/// reads the others as the constraints above it left them (Apple's documentation of
/// `constrain(_:)`; docs/reference/ios26-swiftui-api.md, "Rich text").
public protocol AttributedTextValueConstraint: Hashable, Sendable, AttributedTextFormattingDefinition {
    associatedtype AttributeKey: AttributedStringKey where AttributeKey.Value: Sendable
    func constrain(_ container: inout Attributes)
}

extension AttributedTextValueConstraint {
    public typealias Attributes = AttributedTextFormatting.AttributeContainerProxy<Scope, AttributeKey>

    public var body: Self { self }

    public static func _makeDefinition(_ inputs: AttributedTextFormatting._Inputs<Self>) -> AttributedTextFormatting._Outputs<Self> {
        let constraint = inputs.definition
        return AttributedTextFormatting._Outputs(constraints: [{ container in
            var proxy = Attributes(container: container)
            constraint.constrain(&proxy)
            container[AttributeKey.self] = proxy.container[AttributeKey.self]
        }])
    }
}

extension AttributedTextFormatting {
    /// Allows one attribute only the values of a set; any other becomes `default` (Apple's example:
    /// `values: [nil, .single], default: .single` turns every other underline into a single one).
    public struct ValueConstraint<Scope: AttributeScope, AttributeKey: AttributedStringKey>: AttributedTextValueConstraint
    where AttributeKey.Value: Sendable {
        let allowedValues: Set<AttributeKey.Value?>
        let defaultValue: AttributeKey.Value?

        public init(for keyPath: KeyPath<Scope, AttributeKey>, values allowedValues: Set<AttributeKey.Value?>,
                    default defaultValue: AttributeKey.Value?) {
            self.allowedValues = allowedValues
            self.defaultValue = defaultValue
        }

        public init(for attribute: AttributeKey.Type, values allowedValues: Set<AttributeKey.Value?>,
                    default defaultValue: AttributeKey.Value?) {
            self.allowedValues = allowedValues
            self.defaultValue = defaultValue
        }

        public func constrain(_ container: inout Attributes) {
            if !allowedValues.contains(container[AttributeKey.self]) { container[AttributeKey.self] = defaultValue }
        }
    }

    /// A run's attributes as a value constraint sees them: its own attribute read and written,
    /// every other attribute read only. The SDK declares the read-only subscripts `mutating get`;
    /// here they read a constant too, which accepts every call Apple's accepts.
    @dynamicMemberLookup
    public struct AttributeContainerProxy<Scope: AttributeScope, Attribute: AttributedStringKey>: @unchecked Sendable
    where Attribute.Value: Sendable {
        var container: AttributeContainer

        public subscript<K: AttributedStringKey>(key: K.Type) -> K.Value? where K.Value: Sendable {
            get { container[K.self] }
        }

        public subscript<K: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeDynamicLookup, K>) -> K.Value?
        where K.Value: Sendable {
            get { container[K.self] }
        }

        public subscript<K: AttributedStringKey>(dynamicMember keyPath: KeyPath<Scope, K>) -> K.Value? where K.Value: Sendable {
            get { container[K.self] }
        }

        public subscript(key: Attribute.Type) -> Attribute.Value? {
            get { container[Attribute.self] } set { container[Attribute.self] = newValue }
        }

        public subscript(dynamicMember keyPath: KeyPath<Scope, Attribute>) -> Attribute.Value? {
            get { container[Attribute.self] } set { container[Attribute.self] = newValue }
        }

        public subscript(dynamicMember keyPath: KeyPath<AttributeDynamicLookup, Attribute>) -> Attribute.Value? {
            get { container[Attribute.self] } set { container[Attribute.self] = newValue }
        }

        public subscript<S: AttributeScope>(dynamicMember keyPath: KeyPath<Scope, S>) -> Scoped<S> {
            get { Scoped(container: container) } set { container = newValue.container }
        }

        @_disfavoredOverload
        public subscript<S: AttributeScope>(dynamicMember keyPath: KeyPath<AttributeScopes, S.Type>) -> Scoped<S> {
            get { Scoped(container: container) } set { container = newValue.container }
        }

        public subscript<S: AttributeScope>(scope: S.Type) -> Scoped<S> {
            get { Scoped(container: container) } set { container = newValue.container }
        }

        /// The attributes of a nested scope (`container.foundation.link`).
        @dynamicMemberLookup
        public struct Scoped<Subscope: AttributeScope>: @unchecked Sendable {
            var container: AttributeContainer

            public subscript<K: AttributedStringKey>(dynamicMember keyPath: KeyPath<Subscope, K>) -> K.Value? where K.Value: Sendable {
                get { container[K.self] }
            }

            public subscript(dynamicMember keyPath: KeyPath<Subscope, Attribute>) -> Attribute.Value? {
                get { container[Attribute.self] } set { container[Attribute.self] = newValue }
            }
        }
    }
}
