import SwiftSyntax
import SwiftSyntaxMacros

/// SwiftData's `@Model` for Linux (module SwiftData). On a class it expands as the toolchain's
/// `@Observable` does (ObservationMacros), so SwiftUI views that read a model's properties are
/// re-evaluated when they change, and it makes the class a `PersistentModel`:
///
///     @Model final class Item { var name: String; init(name: String) { self.name = name } }
///
/// becomes (members)
///
///     @_PersistedProperty var name: String         // get/set/_modify through the registrar, `_name` storage
///     private let _$observationRegistrar = Observation.ObservationRegistrar()
///     public let _$persistentState = SwiftData._PersistentModelState()
///     internal nonisolated func access<Member>(keyPath: KeyPath<Item, Member>) { … }
///     internal nonisolated func withMutation<Member, MutationResult>(keyPath: …, _ mutation: …) rethrows -> MutationResult { … }
///     public static var _$relationships: [SwiftData._ModelRelationship] {        // every persisted property;
///         [SwiftData._relationship(\Item.name), …].compactMap { $0 }               // the ones holding models remain
///     }
///     public static var _$uniqueKeyPaths: [AnyKeyPath] { [\Item.id] }           // `@Attribute(.unique)`
///
/// and `extension Item: SwiftData.PersistentModel {}` (which refines `Observable`). Stored `var`s
/// are tracked unless marked `@Transient` or `@ObservationIgnored` (as in SwiftData, a transient
/// property is not observed); `let`s, computed properties, properties with observers or other
/// property wrappers, `lazy` and `static` ones are left alone.
public struct ModelMacro {
    static let trackedMacroName = "_PersistedProperty"
    static let ignoredNames: Set<String> = ["Transient", "ObservationIgnored", "_PersistedProperty", "ObservationTracked"]
    /// Attributes a persisted property may carry besides the tracking one: SwiftData's own.
    static let allowedAttributes: Set<String> = ["Attribute", "Relationship"]
    static let registrar = "_$observationRegistrar"
    static let state = "_$persistentState"
}

extension ModelMacro: MemberMacro {
    public static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                                 conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let classDecl = declaration.as(ClassDeclSyntax.self) else {
            throw ModelMacroError("'@Model' can only be applied to a class")
        }
        let type = classDecl.name.trimmed.text
        var members: [DeclSyntax] = []
        let existing = Set(declaration.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self)?.persistedName }
            + declaration.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self)?.name.text })
        if !existing.contains(registrar) {
            members.append("private let \(raw: registrar) = Observation.ObservationRegistrar()")
        }
        if !existing.contains(state) {
            members.append("public let \(raw: state) = SwiftData._PersistentModelState()")
        }
        if !existing.contains("access") {
            members.append("""
            internal nonisolated func access<Member>(keyPath: KeyPath<\(raw: type), Member>) {
                \(raw: registrar).access(self, keyPath: keyPath)
            }
            """)
        }
        if !existing.contains("withMutation") {
            members.append("""
            internal nonisolated func withMutation<Member, MutationResult>(
                keyPath: KeyPath<\(raw: type), Member>,
                _ mutation: () throws -> MutationResult
            ) rethrows -> MutationResult {
                defer { \(raw: state).modelDidChange(self) }
                return try \(raw: registrar).withMutation(of: self, keyPath: keyPath, mutation)
            }
            """)
        }
        let variables = declaration.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
        // Every persisted property is listed; the overload of `_relationship` its type selects
        // decides whether it holds models (the macro sees names, not types).
        let relationships = variables.filter(\.isPersistable).compactMap { variable -> String? in
            guard let name = variable.persistedName else { return nil }
            let arguments = variable.relationshipArguments
            let options = ["inverse", "deleteRule"].compactMap { (label: String) in
                arguments.first { $0.label?.text == label }.map { ", \(label): \($0.expression.trimmedDescription)" }
            }.joined()
            return "SwiftData._relationship(\\\(type).\(name)\(options))"
        }
        if !relationships.isEmpty {
            members.append("""
            public static var _$relationships: [SwiftData._ModelRelationship] {
                [\(raw: relationships.joined(separator: ",\n"))].compactMap { $0 }
            }
            """)
        }
        let unique = variables.filter(\.isUniqueAttribute).compactMap(\.persistedName)
        if !unique.isEmpty {
            members.append("""
            public static var _$uniqueKeyPaths: [AnyKeyPath] { [\(raw: unique.map { "\\\(type).\($0)" }.joined(separator: ", "))] }
            """)
        }
        return members
    }
}

extension ModelMacro: MemberAttributeMacro {
    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingAttributesFor member: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AttributeSyntax] {
        guard let property = member.as(VariableDeclSyntax.self), property.isPersistable else { return [] }
        return [AttributeSyntax(attributeName: IdentifierTypeSyntax(name: .identifier(trackedMacroName)))]
    }
}

extension ModelMacro: ExtensionMacro {
    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        // As with `@Observable`: no conformance is asked for when the type already has it.
        if protocols.isEmpty { return [] }
        // Each conformance the compiler asks for is written out: one to `PersistentModel` alone
        // does not imply `Observable` for a macro's extension.
        let names = protocols.map { $0.trimmedDescription.split(separator: ".").last.map(String.init) ?? "" }
        let conformances = ["PersistentModel": "SwiftData.PersistentModel", "Observable": "Observation.Observable"]
            .filter { names.contains($0.key) }.map(\.value).sorted().reversed()
        guard !conformances.isEmpty else { return [] }
        let decl: DeclSyntax = "extension \(raw: type.trimmedDescription): \(raw: conformances.joined(separator: ", ")) {}"
        return [decl.cast(ExtensionDeclSyntax.self)]
    }
}

/// What `@Model` puts on each persisted property: accessors through the observation registrar,
/// as `@ObservationTracked` does, and the `_name` storage as a private peer.
public struct PersistedPropertyMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        guard let property = declaration.as(VariableDeclSyntax.self), property.isTrackable,
              let name = property.persistedName else { return [] }
        let registrar = ModelMacro.registrar, state = ModelMacro.state
        var accessors: [AccessorDeclSyntax] = []
        // With a type annotation the storage is declared without a value and the property always
        // has an init accessor (its initial value, if any, goes through it), so an `init` may
        // assign any persisted property before the others are initialized, as with SwiftData.
        // Without one (`var count = 0`) the storage carries the value, as `@Observable` does.
        if property.storageType != nil || property.bindings.first?.initializer == nil {
            accessors.append("""
            @storageRestrictions(initializes: _\(raw: name))
            init(initialValue) {
                _\(raw: name) = initialValue
            }
            """)
        }
        accessors.append("""
        get {
            access(keyPath: \\.\(raw: name))
            return _\(raw: name)
        }
        """)
        // Both setters tell SwiftData which models the property held before and after, so the
        // inverse end of a relationship follows (`_relatedModels` is nil for other values).
        accessors.append("""
        set {
            let related = SwiftData._relatedModels(_\(raw: name))
            withMutation(keyPath: \\.\(raw: name)) {
                _\(raw: name) = newValue
            }
            SwiftData._relationshipDidChange(self, \\.\(raw: name), from: related, to: SwiftData._relatedModels(_\(raw: name)))
        }
        """)
        accessors.append("""
        _modify {
            access(keyPath: \\.\(raw: name))
            \(raw: registrar).willSet(self, keyPath: \\.\(raw: name))
            let related = SwiftData._relatedModels(_\(raw: name))
            defer {
                \(raw: registrar).didSet(self, keyPath: \\.\(raw: name))
                \(raw: state).modelDidChange(self)
                SwiftData._relationshipDidChange(self, \\.\(raw: name), from: related, to: SwiftData._relatedModels(_\(raw: name)))
            }
            yield &_\(raw: name)
        }
        """)
        return accessors
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let property = declaration.as(VariableDeclSyntax.self), property.isTrackable,
              let binding = property.bindings.first, let name = property.persistedName else { return [] }
        let storageType = property.storageType
        let type = storageType.map { ": \($0)" } ?? ""
        let initializer = storageType == nil ? binding.initializer.map { " = \($0.value.trimmedDescription)" } ?? "" : ""
        return ["@Transient private var _\(raw: name)\(raw: type)\(raw: initializer)"]
    }
}

/// `@Attribute(…)`, `@Relationship(…)` and `@Transient`: SwiftData's schema annotations, which
/// add nothing to the declaration here (`@Model` reads the cascade and unique options itself).
public struct SwiftDataMarkerMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
}

/// `#Unique<Item>([\.name])` and `#Index<Item>([\.date])` in a model's body (iOS 18): store
/// constraints and indexes, which declare nothing here.
public struct SwiftDataSchemaConstraintMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
}

struct ModelMacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension VariableDeclSyntax {
    /// The name of a single-binding `var`/`let` (`var name: String`), else nil.
    var persistedName: String? {
        guard bindings.count == 1, let pattern = bindings.first?.pattern.as(IdentifierPatternSyntax.self) else { return nil }
        return pattern.identifier.trimmed.text
    }

    /// The property's type: its annotation, or the type of a literal initial value (`= 0`,
    /// `= "x"`, `= false`, `= 1.5`, `= -1`) or of a call of a type by name (`= UUID()`,
    /// `= Date()`); nil when it cannot be told from the syntax.
    var storageType: String? {
        guard let binding = bindings.first else { return nil }
        if let annotation = binding.typeAnnotation { return annotation.type.trimmedDescription }
        guard var value = binding.initializer?.value else { return nil }
        if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { value = prefix.expression }
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if value.is(FloatLiteralExprSyntax.self) { return "Double" }
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if let call = value.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
           callee.argumentNames == nil, let first = callee.baseName.text.first, first.isUppercase {
            return callee.baseName.text
        }
        return nil
    }

    var attributeNames: [String] {
        attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
    }

    /// A stored instance `var` without accessors: what `_PersistedProperty` can turn into tracked
    /// accessors over `_name` storage.
    var isTrackable: Bool {
        guard bindingSpecifier.tokenKind == .keyword(.var), let name = persistedName, !name.hasPrefix("_$") else { return false }
        if bindings.first?.accessorBlock != nil { return false }
        let excluded: Set<String> = ["static", "class", "lazy"]
        if modifiers.contains(where: { excluded.contains($0.name.text) }) { return false }
        return true
    }

    /// Trackable, not yet tracked, not opted out, and carrying no property wrapper or other
    /// attribute than SwiftData's `@Attribute` and `@Relationship`.
    var isPersistable: Bool {
        guard isTrackable else { return false }
        let names = attributeNames.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
        if names.contains(where: { ModelMacro.ignoredNames.contains($0) }) { return false }
        return names.allSatisfy { ModelMacro.allowedAttributes.contains($0) }
    }

    private func attribute(named name: String) -> AttributeSyntax? {
        attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }
            .first { ($0.attributeName.trimmedDescription.split(separator: ".").last.map(String.init)) == name }
    }

    /// The arguments of the property's `@Relationship(…)`, if it has one.
    var relationshipArguments: [LabeledExprSyntax] {
        attribute(named: "Relationship")?.arguments?.as(LabeledExprListSyntax.self).map(Array.init) ?? []
    }

    /// `@Attribute(.unique)` (or `@Attribute(.unique, …)`).
    var isUniqueAttribute: Bool {
        guard let arguments = attribute(named: "Attribute")?.arguments?.as(LabeledExprListSyntax.self) else { return false }
        return arguments.contains { $0.label == nil && $0.expression.trimmedDescription.hasSuffix("unique") }
    }
}
