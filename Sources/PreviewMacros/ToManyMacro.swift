import SwiftSyntax
import SwiftSyntaxMacros

/// Core Data's `@NSManaged` on a method without a body, which `snap` compiles as `@_ToMany`
/// (Sources/snap/PreviewSourceFile.swift): the to-many accessors Xcode generates
/// (`addToItems(_:)`, `removeFromItems(_:)`, `removeFromItems(at:)`, `insertIntoItems(_:at:)`,
/// `replaceItems(at:with:)`) get a body that changes the relationship their name spells, its
/// first letter lowercased as key-value coding reads it (`addToItems` changes `items`).
public struct ToManyMacro: BodyMacro {
    public static func expansion(of node: AttributeSyntax,
                                 providingBodyFor declaration: some DeclSyntaxProtocol & WithOptionalCodeBlockSyntax,
                                 in context: some MacroExpansionContext) throws -> [CodeBlockItemSyntax] {
        guard let function = declaration.as(FunctionDeclSyntax.self) else {
            throw ModelMacroError("'@NSManaged' applies to a property or to a to-many accessor method")
        }
        let name = function.name.text
        let parameters = function.signature.parameterClause.parameters.map { parameter in
            (label: parameter.firstName.text, name: (parameter.secondName ?? parameter.firstName).text)
        }
        guard let call = accessorCall(name, parameters) else {
            throw ModelMacroError("'@NSManaged' method '\(name)' is not one of the to-many accessors Xcode generates " +
                "(addTo…, removeFrom…, insertInto…, replace…)")
        }
        return ["\(raw: call)"]
    }

    /// The call a to-many accessor's body makes, or nil when the name and parameters are none of Xcode's.
    static func accessorCall(_ name: String, _ parameters: [(label: String, name: String)]) -> String? {
        func key(after prefix: String) -> String? {
            guard name.hasPrefix(prefix), name.count > prefix.count else { return nil }
            let rest = name.dropFirst(prefix.count)
            return String(reflecting: rest.prefix(1).lowercased() + rest.dropFirst())
        }
        let labels = parameters.map(\.label)
        if let key = key(after: "addTo"), labels == ["_"] {
            return "_addToManyValues(\(parameters[0].name), forKey: \(key))"
        }
        if let key = key(after: "removeFrom"), labels == ["_"] {
            return "_removeFromManyValues(\(parameters[0].name), forKey: \(key))"
        }
        if let key = key(after: "removeFrom"), labels == ["at"] {
            return "_removeFromManyValues(at: \(parameters[0].name), forKey: \(key))"
        }
        if let key = key(after: "insertInto"), labels == ["_", "at"] {
            return "_insertIntoManyValues(\(parameters[0].name), at: \(parameters[1].name), forKey: \(key))"
        }
        if let key = key(after: "replace"), labels == ["at", "with"] {
            return "_replaceManyValues(at: \(parameters[0].name), with: \(parameters[1].name), forKey: \(key))"
        }
        return nil
    }
}
