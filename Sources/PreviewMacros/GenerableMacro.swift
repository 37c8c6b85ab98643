import SwiftSyntax
import SwiftSyntaxMacros

/// FoundationModels' `@Generable` for Linux (module FoundationModels). On a struct,
///
///     @Generable(description: "A trip") struct Trip {
///         @Guide(description: "A title") var title: String
///         @Guide(.count(3)) var days: [Day]
///         var note: String?
///     }
///
/// gets `nonisolated extension Trip: FoundationModels.Generable` with
///
///     static var generationSchema: GenerationSchema     // type, description, one Property per stored property
///     init(_ generatedContent: GeneratedContent) throws  // each property by name
///     var generatedContent: GeneratedContent             // the properties in declaration order
///     struct PartiallyGenerated { var id: GenerationID; var title: String.PartiallyGenerated?; … }
///
/// (`asPartiallyGenerated()` comes with `FoundationModels._PartiallyGeneratedContent`)
/// (the initializer is in the extension, so the struct keeps its memberwise one). On an enum the
/// schema is the choice of its case names, and content is the case's name. Stored properties need
/// a type annotation, as in Apple's macro; `static` and computed ones are left out, and so is a
/// `let` with an initial value (it cannot be assigned).
public struct GenerableMacro: ExtensionMacro {
    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        let description = node.argument(labeled: "description") ?? "nil"
        let access = declaration.modifiers.map(\.name.text).first { ["public", "package", "open"].contains($0) }
            .map { ($0 == "open" ? "public" : $0) + " " } ?? ""
        let members: String
        if let enumDecl = declaration.as(EnumDeclSyntax.self) {
            members = enumMembers(enumDecl, description: description, access: access)
        } else if declaration.is(StructDeclSyntax.self) {
            members = structMembers(GenerableProperty.all(in: declaration), description: description, access: access)
        } else {
            throw GenerableMacroError("'@Generable' can only be applied to a struct or an enum")
        }
        let decl: DeclSyntax = "nonisolated extension \(type.trimmed): FoundationModels.Generable {\n\(raw: members)\n}"
        return [try decl.as(ExtensionDeclSyntax.self).unwrap()]
    }

    private static func structMembers(_ properties: [GenerableProperty], description: String, access: String) -> String {
        let schema = properties.map { property in
            "FoundationModels.GenerationSchema.Property(name: \"\(property.name)\", description: \(property.description ?? "nil"), "
                + "type: \(property.schemaType).self, guides: [\(property.guides.joined(separator: ", "))])"
        }
        let pairs = properties.map { "\"\($0.name)\": \($0.name)" }
        let schemaProperties = schema.joined(separator: ",\n")
        return """
            \(access)static var generationSchema: FoundationModels.GenerationSchema {
                FoundationModels.GenerationSchema(type: Self.self, description: \(description), properties: [\(schemaProperties)])
            }
            \(access)init(_ generatedContent: FoundationModels.GeneratedContent) throws {
                \(properties.map { "self.\($0.name) = try generatedContent.value(\($0.schemaType).self, forProperty: \"\($0.name)\")" }
                    .joined(separator: "\n"))
            }
            \(access)var generatedContent: FoundationModels.GeneratedContent {
                FoundationModels.GeneratedContent(properties: [\(pairs.isEmpty ? ":" : pairs.joined(separator: ", "))])
            }
            \(access)struct PartiallyGenerated: Identifiable, FoundationModels._PartiallyGeneratedContent {
                \(access)var id: FoundationModels.GenerationID
                \(properties.map { "\(access)var \($0.name): \($0.partialType)?" }.joined(separator: "\n"))
                \(access)init(_ generatedContent: FoundationModels.GeneratedContent) throws { self.init(partial: generatedContent) }
                /// What the content has so far: a property it lacks, or cannot read yet, is nil.
                \(access)init(partial generatedContent: FoundationModels.GeneratedContent) {
                    id = generatedContent.id ?? FoundationModels.GenerationID()
                    \(properties.map { "\($0.name) = try? generatedContent.value(\($0.partialType).self, forProperty: \"\($0.name)\")" }
                        .joined(separator: "\n"))
                }
            }
            """
    }

    private static func enumMembers(_ declaration: EnumDeclSyntax, description: String, access: String) -> String {
        let cases = declaration.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements)
        let names = cases.map(\.name.text)
        // A case with associated values can be shown, not made from a name.
        let plain = cases.filter { $0.parameterClause == nil }.map(\.name.text)
        return """
            \(access)static var generationSchema: FoundationModels.GenerationSchema {
                FoundationModels.GenerationSchema(type: Self.self, description: \(description), anyOf: [\(names.map { "\"\($0)\"" }
                    .joined(separator: ", "))])
            }
            \(access)init(_ generatedContent: FoundationModels.GeneratedContent) throws {
                switch try generatedContent.value(String.self) {
                \(plain.map { "case \"\($0)\": self = .\($0)" }.joined(separator: "\n"))
                case let name:
                    throw FoundationModels.LanguageModelSession.GenerationError.decodingFailure(
                        .init(debugDescription: "No case \\(name) in \\(Self.self)"))
                }
            }
            \(access)var generatedContent: FoundationModels.GeneratedContent {
                switch self {
                \(names.map { "case .\($0): return FoundationModels.GeneratedContent(\"\($0)\")" }.joined(separator: "\n"))
                }
            }
            """
    }
}

/// A stored property of a `@Generable` struct, with what its `@Guide` says.
struct GenerableProperty {
    let name: String
    /// The declared type, and, when it is optional, the wrapped one.
    let type: String
    let wrapped: String?
    let description: String?
    let guides: [String]

    /// The type the schema and the conversions name: `T?` for an optional of `T`.
    var schemaType: String { wrapped.map { "\($0)?" } ?? type }
    var partialType: String { "\(wrapped ?? type).PartiallyGenerated" }

    static func all(in declaration: some DeclGroupSyntax) -> [GenerableProperty] {
        declaration.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            .filter { !$0.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" } }
            .flatMap { variable in
                variable.bindings.compactMap { binding -> GenerableProperty? in
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let type = binding.typeAnnotation?.type.trimmed, binding.isStored,
                          !(variable.bindingSpecifier.text == "let" && binding.initializer != nil) else { return nil }
                    let guide = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }
                        .first { $0.attributeName.trimmedDescription == "Guide" }
                    return GenerableProperty(name: name, type: type.description, wrapped: type.wrappedInOptional,
                                             description: guide?.argument(labeled: "description"), guides: guide?.guides ?? [])
                }
            }
    }
}

extension PatternBindingSyntax {
    /// No getter: stored (observers, `willSet`/`didSet`, keep it stored).
    var isStored: Bool {
        switch accessorBlock?.accessors {
        case nil: return true
        case .getter: return false
        case .accessors(let list): return list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
        }
    }
}

extension TypeSyntax {
    /// `T` of `T?` or `Optional<T>`.
    var wrappedInOptional: String? {
        if let optional = self.as(OptionalTypeSyntax.self) { return optional.wrappedType.trimmedDescription }
        if let named = self.as(IdentifierTypeSyntax.self), named.name.text == "Optional",
           let argument = named.genericArgumentClause?.arguments.first {
            return argument.argument.trimmedDescription
        }
        return nil
    }
}

extension AttributeSyntax {
    /// The text of an argument given with this label.
    func argument(labeled label: String) -> String? {
        guard case .argumentList(let list)? = arguments else { return nil }
        return list.first { $0.label?.text == label }?.expression.trimmedDescription
    }

    /// `@Guide`'s unlabelled arguments as guides; a regular expression becomes `.pattern(…)`.
    var guides: [String] {
        guard case .argumentList(let list)? = arguments else { return [] }
        return list.filter { $0.label == nil }.map { argument in
            let text = argument.expression.trimmedDescription
            let isRegex = argument.expression.is(RegexLiteralExprSyntax.self) || text.hasPrefix("Regex")
            return isRegex ? ".pattern(\(text))" : text
        }
    }
}

/// `@Guide` expands to nothing: `@Generable` reads it.
public struct GuideMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
}

struct GenerableMacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension Optional {
    func unwrap() throws -> Wrapped {
        guard let value = self else { throw GenerableMacroError("'@Generable' produced no extension") }
        return value
    }
}
