import SwiftSyntax
import SwiftSyntaxMacros

/// SwiftUI's `@Entry` (iOS 18, back-deployed): a property declared in an extension of
/// `EnvironmentValues`, `ContainerValues`, `Transaction` or `FocusedValues` becomes a value read
/// and written through a key of its own, whose default is the property's initial value (nil for
/// an optional without one):
///
///     extension EnvironmentValues { @Entry var accent: Color = .orange }
///
/// gets `get { self[__Key_accent.self] }` and `set { self[__Key_accent.self] = newValue }`, and
/// the peer `private struct __Key_accent: SwiftUI.EnvironmentKey { static var defaultValue: Color { .orange } }`
/// (the key protocol is the extended type's). Without a type annotation the key's default is a
/// stored `static let`, whose type the initial value gives.
public struct EntryMacro: AccessorMacro, PeerMacro {
    static let keyProtocols = ["EnvironmentValues": "EnvironmentKey", "ContainerValues": "ContainerValueKey",
                               "Transaction": "TransactionKey", "FocusedValues": "FocusedValueKey"]

    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        let name = try property(declaration).name
        return [
            "get { self[__Key_\(raw: name).self] }",
            "set { self[__Key_\(raw: name).self] = newValue }",
        ]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let (name, type, value) = try property(declaration)
        let extended = context.lexicalContext.lazy.compactMap { $0.as(ExtensionDeclSyntax.self) }.first?
            .extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
        guard let keyProtocol = keyProtocols[extended] else {
            throw ModelMacroError("'@Entry' can only be used in an extension of EnvironmentValues, ContainerValues, " +
                "Transaction or FocusedValues")
        }
        // A focused value's key names the type it holds, without a default: the property is an
        // optional of it (`@Entry var note: Note?` has the key's `Value` be `Note`).
        if keyProtocol == "FocusedValueKey" {
            guard let type, type.hasSuffix("?") else {
                throw ModelMacroError("'@Entry' in FocusedValues needs an optional type annotation")
            }
            return ["private struct __Key_\(raw: name): SwiftUI.FocusedValueKey { typealias Value = \(raw: type.dropLast()) }"]
        }
        let defaultValue: String
        if let type {
            defaultValue = "static var defaultValue: \(type) { \(value ?? "nil") }"
        } else if let value {
            defaultValue = "static let defaultValue = \(value)"
        } else {
            throw ModelMacroError("'@Entry' needs a type annotation or an initial value")
        }
        return ["private struct __Key_\(raw: name): SwiftUI.\(raw: keyProtocol) { \(raw: defaultValue) }"]
    }

    private static func property(_ declaration: some DeclSyntaxProtocol) throws -> (name: String, type: String?, value: String?) {
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
            throw ModelMacroError("'@Entry' applies to a property")
        }
        return (name, binding.typeAnnotation?.type.trimmedDescription, binding.initializer?.value.trimmedDescription)
    }
}
