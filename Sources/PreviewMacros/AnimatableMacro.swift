import SwiftSyntax
import SwiftSyntaxMacros

/// SwiftUI's `@Animatable` (iOS 26): "synthesizes the conformance to `Animatable` and its
/// requirement, the `animatableData` property using the existing animatable properties of the
/// type", leaving out those marked `@AnimatableIgnored`, and no conformance "if the type already
/// conforms to `Animatable`" (Apple's documentation of `Animatable()`).
///
/// A macro sees no types, so each component is named from the property's written type: `T.AnimatableData`,
/// which is `T` itself for the vectors (`Double`, `CGFloat` and `Float` are animatable as themselves,
/// as in the SDK) and the value's own data for an animatable value (`Angle.AnimatableData`, `Double`).
/// The accessors read and write through the SDK's `self[_animatableValue: \.property]`. For
///
///     @Animatable struct Ring: Shape { var width: CGFloat; var angle: Angle; @AnimatableIgnored var isOpaque: Bool }
///
/// the member is `var animatableData: AnimatableValues<CGFloat.AnimatableData, Angle.AnimatableData>`
/// with `get { AnimatableValues(self[_animatableValue: \.width], self[_animatableValue: \.angle]) }` and a
/// setter writing `newValue.value.0` and `.1` back. A property that cannot animate (a `Bool`, an
/// optional) fails to compile on its `AnimatableData` until it is marked, as Apple's macro asks; one
/// whose type is not written is refused with a message naming it.
public struct AnimatableMacro: MemberMacro, ExtensionMacro {
    public static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                                 conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard !declares(declaration, "animatableData") else { return [] }
        let properties = try animatedProperties(of: declaration)
        guard !properties.isEmpty else {
            return ["var animatableData: SwiftUI.EmptyAnimatableData { get { .zero } set {} }"]
        }
        let types = properties.map { "\($0.type).AnimatableData" }.joined(separator: ", ")
        let values = properties.map { "self[_animatableValue: \\.\($0.name)]" }
        let writes = values.count == 1 ? ["\(values[0]) = newValue.value"]
            : values.indices.map { "\(values[$0]) = newValue.value.\($0)" }
        return ["""
            var animatableData: SwiftUI.AnimatableValues<\(raw: types)> {
                get { SwiftUI.AnimatableValues(\(raw: values.joined(separator: ", "))) }
                set { \(raw: writes.joined(separator: "; ")) }
            }
            """]
    }

    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        // The compiler lists only the conformances the type does not have yet.
        guard !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): SwiftUI.Animatable {}")]
    }

    /// The stored instance `var`s that are not `@AnimatableIgnored`, in order, with their written types.
    static func animatedProperties(of declaration: some DeclGroupSyntax) throws -> [(name: String, type: String)] {
        try declaration.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.filter { variable in
            variable.bindingSpecifier.tokenKind == .keyword(.var)
                && !variable.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
                && !variable.attributes.contains { isIgnored($0) }
        }.flatMap { variable in
            // `var a, b: CGFloat`: the bindings before the annotated one share its type.
            var shared: String?
            return try variable.bindings.reversed().compactMap { binding -> (name: String, type: String)? in
                shared = binding.typeAnnotation?.type.trimmedDescription ?? shared
                guard isStored(binding), let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                guard let type = shared else {
                    throw ModelMacroError("'@Animatable' needs the type of '\(name)' written, or '@AnimatableIgnored' on it")
                }
                return (name, type)
            }.reversed()
        }
    }

    /// `@AnimatableIgnored`, or `@SwiftUI.AnimatableIgnored`.
    static func isIgnored(_ attribute: AttributeListSyntax.Element) -> Bool {
        attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription.hasSuffix("AnimatableIgnored") == true
    }

    /// A binding without accessors, or with observers only, stores its value.
    static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        switch binding.accessorBlock?.accessors {
        case nil: return true
        case .getter: return false
        case .accessors(let accessors):
            return accessors.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
        }
    }

    static func declares(_ declaration: some DeclGroupSyntax, _ name: String) -> Bool {
        declaration.memberBlock.members.contains { member in
            member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            } == true
        }
    }
}

/// `@AnimatableIgnored`: a marker `@Animatable` reads; it adds no accessor.
public struct AnimatableIgnoredMacro: AccessorMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        []
    }
}
