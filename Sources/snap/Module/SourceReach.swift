import SwiftParser
import SwiftSyntax

/// The files of a module that a file reaches by name: what it must be compiled with when the
/// whole module does not compile (a file elsewhere in the target imports a framework Linux
/// lacks), so that one such file does not stop every preview of the module.
///
/// Names are matched without type checking, so the set errs on the side of more: a file is
/// reached when it declares at file scope a name the reaching file spells (a type, function,
/// variable or type alias), when it extends a type a reached file declares, or when it extends
/// a type from outside the module with a member the reaching file spells (`.brandBlue` from
/// `extension Color { static let brandBlue … }`; an initializer by its first argument label,
/// `Color(hex: 0x336699)` from `extension Color { init(hex: Int) … }`, or by the type's name
/// when that label is `_`). Reaching is transitive. As the compiler
/// resolves names, a name a file declares itself is its own, and `private` and `fileprivate`
/// declarations are out of other files' reach: neither leads to another file. A file that
/// declares a name a reached file already declares is not reached: compiled together they would
/// be "invalid redeclaration"s, as in a folder of tutorial chapters that each declare
/// `ContentView` (the previewed file's own declarations come first, then files in order).
struct SourceReach {
    struct Index: Codable, Equatable {
        /// Names declared at file scope that other files can use.
        var declared: Set<String> = []
        /// Every name declared at file scope, private ones included: what the file's own uses resolve to.
        var local: Set<String> = []
        /// Types extended, by their first name (`Trip` of `extension Trip.Leg`), with the names
        /// of the members declared there.
        var extended: [String: Set<String>] = [:]
        /// Every identifier spelled.
        var spelled: Set<String> = []

        /// The names of `source` (a file's text as compiled: `PreviewSourceFile.compiledText`).
        init(source: String) {
            let indexer = Indexer(viewMode: .sourceAccurate)
            indexer.walk(Parser.parse(source: source))
            self = indexer.index
        }

        fileprivate init() {}
    }

    /// The module's files' indexes, in module order (`SourceAnalysis` keeps each file's).
    let indexes: [Index]

    /// The closures of several files gathered into as few sets as compile together: each closure
    /// joins the first set with which no name would be declared twice (a type or function, or a
    /// member of an extended type), as two screens of a folder that each declare `NowPlayingView`
    /// cannot be one program. Each set is the indices of the closures it took, in order.
    func groups(of closures: [[Int]]) -> [[Int]] {
        var groups: [(members: [Int], files: Set<Int>)] = []
        for (position, closure) in closures.enumerated() {
            if let index = groups.firstIndex(where: { !redeclares($0.files.union(closure)) }) {
                groups[index].members.append(position)
                groups[index].files.formUnion(closure)
            } else {
                groups.append(([position], Set(closure)))
            }
        }
        return groups.map(\.members)
    }

    /// Whether two of `files` declare one name where other files see it.
    private func redeclares(_ files: Set<Int>) -> Bool {
        var seen: Set<String> = []
        for file in files.sorted() {
            let index = indexes[file]
            let names = index.declared.union(index.extended.flatMap { type, members in members.map { "\(type).\($0)" } })
            guard seen.isDisjoint(with: names) else { return true }
            seen.formUnion(names)
        }
        return false
    }

    /// The indices of the files `start` reaches, itself included, in ascending order.
    func closure(from start: Int) -> [Int] {
        let moduleTypes = indexes.reduce(into: Set<String>()) { $0.formUnion($1.declared) }
        var byName: [String: [Int]] = [:], extensionsOf: [String: [Int]] = [:], externalMembers: [String: [Int]] = [:]
        for (file, index) in indexes.enumerated() {
            for name in index.declared { byName[name, default: []].append(file) }
            for (type, members) in index.extended {
                extensionsOf[type, default: []].append(file)
                if !moduleTypes.contains(type) { for member in members { externalMembers[member, default: []].append(file) } }
            }
        }
        var reached: Set<Int> = [start], queue = [start]
        var taken = indexes[start].local
        while let file = queue.popLast() {
            let index = indexes[file]
            var next = index.spelled.subtracting(index.local).flatMap { (byName[$0] ?? []) + (externalMembers[$0] ?? []) }
            next += index.declared.flatMap { extensionsOf[$0] ?? [] }
            // In file order, so that which of two conflicting files is reached never depends on hashing.
            for other in Set(next).sorted() where !reached.contains(other) && indexes[other].declared.isDisjoint(with: taken) {
                reached.insert(other)
                taken.formUnion(indexes[other].declared)
                queue.append(other)
            }
        }
        return reached.sorted()
    }

    private final class Indexer: SyntaxVisitor {
        var index = Index()
        /// Depth of type and extension bodies: declarations at depth 0 are at file scope.
        private var depth = 0
        private var extending: [String?] = []

        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            if case .identifier(let name) = token.tokenKind { index.spelled.insert(name.trimmingCharacters(in: ["`"])) }
            return .visitChildren
        }

        private func declare(_ name: String, _ modifiers: DeclModifierListSyntax) {
            if depth == 0 { index.local.insert(name) }
            let hidden = modifiers.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }
            guard !hidden else { return }
            if depth == 0 { index.declared.insert(name) } else if let type = extending.last ?? nil, depth == 1 {
                index.extended[type, default: []].insert(name)
            }
        }

        private func enterType(_ name: TokenSyntax, _ modifiers: DeclModifierListSyntax) -> SyntaxVisitorContinueKind {
            declare(name.text, modifiers)
            depth += 1
            extending.append(nil)
            return .visitChildren
        }
        private func leave() { depth -= 1; extending.removeLast() }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name, node.modifiers) }
        override func visitPost(_ node: StructDeclSyntax) { leave() }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name, node.modifiers) }
        override func visitPost(_ node: ClassDeclSyntax) { leave() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name, node.modifiers) }
        override func visitPost(_ node: EnumDeclSyntax) { leave() }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name, node.modifiers) }
        override func visitPost(_ node: ActorDeclSyntax) { leave() }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name, node.modifiers) }
        override func visitPost(_ node: ProtocolDeclSyntax) { leave() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let type = node.extendedType.trimmedDescription.split(separator: ".").first.map(String.init)
            if depth == 0, let type { index.extended[type, default: []].formUnion([]) }
            depth += 1
            extending.append(depth == 1 ? type : nil)
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { leave() }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            declare(node.name.text, node.modifiers); return .visitChildren
        }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            declare(node.name.text, node.modifiers); return .visitChildren
        }
        /// An initializer in an extension is its type's member by the label a call spells first.
        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            if depth == 1, let type = extending.last ?? nil {
                let label = node.signature.parameterClause.parameters.first?.firstName.text ?? "_"
                declare(label == "_" ? type : label, node.modifiers)
            }
            return .visitChildren
        }
        override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind {
            declare(node.name.text, node.modifiers); return .visitChildren
        }
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            for binding in node.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { declare(name, node.modifiers) }
            }
            return .visitChildren
        }
        override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
            declare(node.name.text, []); return .visitChildren
        }
        /// Bodies of functions and closures declare nothing reachable from other files.
        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
            depth += 1; extending.append(nil); return .visitChildren
        }
        override func visitPost(_ node: CodeBlockSyntax) { leave() }
        override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
            depth += 1; extending.append(nil); return .visitChildren
        }
        override func visitPost(_ node: AccessorBlockSyntax) { leave() }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
            depth += 1; extending.append(nil); return .visitChildren
        }
        override func visitPost(_ node: ClosureExprSyntax) { leave() }
    }
}
