/// A type of data: a file format, a pasteboard flavour, a kind of directory, named by a uniform
/// type identifier (`public.png`) and placed in a hierarchy of the types it conforms to
/// (Apple's documentation of `UTType` and "Uniform Type Identifier Concepts").
///
/// The system's declarations are `UTTypeDeclaration.system`, with their identifiers, the types
/// they conform to and their tags as Apple's documentation lists them. A type an app declares
/// with `UTType(exportedAs:)` or `UTType(importedAs:)` carries its parent with it, as iOS uses the
/// `conformingTo` type when the app's Info.plist does not declare the identifier (there is no
/// Info.plist here). A tag no declaration has makes a dynamic type, as on iOS: its identifier
/// starts with `dyn.`, it keeps the tag and conforms to the type it was asked to conform to.
/// Two types are equal when their identifiers are (Apple compares them so).
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's uniform type identifier, such as `public.png`.
    public let identifier: String
    /// A declaration the value carries itself: an app's exported or imported type, or a
    /// dynamic type; nil for the system's.
    private let ownDeclaration: UTTypeDeclaration?

    private init(identifier: String, ownDeclaration: UTTypeDeclaration?) {
        self.identifier = identifier
        self.ownDeclaration = ownDeclaration
    }

    /// The type of a declared identifier; nil when nothing declares it (Apple's `init?(_:)`).
    /// Identifiers are compared without regard to case, as Launch Services does.
    public init?(_ identifier: String) {
        let key = identifier.lowercased()
        guard let declared = UTTypeDeclaration.system[key]?.identifier ?? (key.hasPrefix("dyn.") ? identifier : nil)
        else { return nil }
        self.init(identifier: declared, ownDeclaration: nil)
    }

    /// A type the app owns and declares in its Info.plist's `UTExportedTypeDeclarations`.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(appDeclared: identifier, parentType: parentType)
    }

    /// A type another app owns, which this app declares in `UTImportedTypeDeclarations`.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(appDeclared: identifier, parentType: parentType)
    }

    private init(appDeclared identifier: String, parentType: UTType?) {
        if let system = UTTypeDeclaration.system[identifier.lowercased()] {
            self.init(identifier: system.identifier, ownDeclaration: nil)
        } else {
            self.init(identifier: identifier, ownDeclaration: UTTypeDeclaration(identifier, parents: parentType.map { [$0] } ?? []))
        }
    }

    /// The type a tag names, among those conforming to `supertype`: the declared one whose tag it
    /// is, else a dynamic type holding the tag. Nil only for an empty tag.
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        guard let type = UTType.types(tag: tag, tagClass: tagClass, conformingTo: supertype).first else { return nil }
        self = type
    }

    /// Every declared type whose tag of `tagClass` is `tag` and that conforms to `supertype`, in
    /// the order of the declarations; a dynamic type when none is declared.
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        guard !tag.isEmpty else { return [] }
        let declared = UTTypeDeclaration.declarations(tagged: tag, tagClass: tagClass)
            .map { UTType(identifier: $0.identifier, ownDeclaration: nil) }
            .filter { supertype.map($0.conforms) ?? true }
        if !declared.isEmpty { return declared }
        let dynamic = UTTypeDeclaration.dynamic(tag: tag, tagClass: tagClass, conformingTo: supertype)
        return [UTType(identifier: dynamic.identifier, ownDeclaration: dynamic)]
    }

    /// The type of files with this extension (without the dot), among the types conforming to
    /// `supertype`, public.data unless given.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
    }

    /// The type of data with this MIME type, among the types conforming to `supertype`.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
    }

    private var declaration: UTTypeDeclaration? {
        ownDeclaration ?? UTTypeDeclaration.system[identifier.lowercased()]
    }

    /// The tags of each class that name the type, the preferred one first.
    public var tags: [UTTagClass: [String]] {
        guard let declaration else { return [:] }
        var tags: [UTTagClass: [String]] = [:]
        if !declaration.filenameExtensions.isEmpty { tags[.filenameExtension] = declaration.filenameExtensions }
        if !declaration.mimeTypes.isEmpty { tags[.mimeType] = declaration.mimeTypes }
        return tags
    }

    /// The filename extension files of this type are saved with, such as `png`.
    public var preferredFilenameExtension: String? { declaration?.filenameExtensions.first }
    /// The MIME type data of this type is sent with, such as `image/png`.
    public var preferredMIMEType: String? { declaration?.mimeTypes.first }
    /// The type's description for people. The system's descriptions are localized strings of
    /// Launch Services' database, which is not here: nil, as iOS answers for a type without one.
    public var localizedDescription: String? { nil }
    /// A type made for a tag that no declaration has.
    public var isDynamic: Bool { identifier.hasPrefix("dyn.") }
    /// A type the system or the app declares.
    public var isDeclared: Bool { !isDynamic && declaration != nil }
    /// A type in the reserved `public.` domain.
    public var isPublicType: Bool { identifier.lowercased().hasPrefix("public.") }
    /// A type among the system's declarations.
    public var isSystemDeclared: Bool { ownDeclaration == nil && UTTypeDeclaration.system[identifier.lowercased()] != nil }

    /// The types this one conforms to, directly or through others, without itself.
    public var supertypes: Set<UTType> {
        var found: Set<UTType> = []
        var pending = declaration?.parents ?? []
        while let next = pending.popLast() {
            if found.insert(next).inserted {
                pending += next.declaration?.parents ?? []
            }
        }
        return found
    }

    /// Whether data of this type is also data of `type`: the same type or one of its supertypes.
    public func conforms(to type: UTType) -> Bool { self == type || supertypes.contains(type) }
    /// Whether `type` conforms to this type.
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }
    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    public var description: String { identifier }
    public var debugDescription: String { identifier }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    public init(from decoder: Decoder) throws {
        let identifier = try decoder.singleValueContainer().decode(String.self)
        self = UTType(identifier) ?? UTType(importedAs: identifier)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}

extension UTType {
    /// A type of the system's declarations, by the identifier it is declared with.
    init(system identifier: String) {
        self.init(identifier: identifier, ownDeclaration: nil)
    }
}
