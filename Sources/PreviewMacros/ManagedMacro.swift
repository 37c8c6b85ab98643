import SwiftSyntax
import SwiftSyntaxMacros

/// Core Data's `@NSManaged` on a property, which `snap` compiles as `@_Managed`
/// (Sources/snap/PreviewSourceFile.swift): Swift on Linux accepts `@NSManaged` and emits no
/// accessors for it, so a program that uses one fails to link. The accessors read and write the
/// object's value for the property's name (`NSManagedObject._managedValue(forKey:)`), as Core
/// Data's generated accessors do:
///
///     @_Managed public var timestamp: Date?
///
/// gets `get { _managedValue(forKey: "timestamp") }` and `set { _setManagedValue(newValue, forKey: "timestamp") }`.
public struct ManagedMacro: AccessorMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        guard let name = declaration.as(VariableDeclSyntax.self)?.persistedName else {
            throw ModelMacroError("'@NSManaged' applies to a property or to a to-many accessor method")
        }
        return [
            "get { _managedValue(forKey: \(literal: name)) }",
            "set { _setManagedValue(newValue, forKey: \(literal: name)) }",
        ]
    }
}
