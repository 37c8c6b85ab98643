import Foundation
import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// A Swift file's previews as Xcode finds them, and the text the compiler gets.
///
/// Previews are found in the syntax tree (swift-syntax), so never in comments or string
/// literals, and only in the `#if` clauses active in a preview build
/// (`PreviewBuildConfiguration`): `PreviewProvider` types, and `#Preview` macros at file scope,
/// in file order. `os(…)`, `canImport(…)` and the other `#if` functions cannot be made true
/// with `-D`, so the compiled text has each replaced by `true` or `false`, padded with spaces
/// to its length: lines and columns stay the file's, and the compiler's errors point into it.
/// Only bare names are left to the compiler, which gets them with `-D` (`DEBUG`). `import
/// UIKit` becomes `import SwiftUI` (which re-exports LayoutDSL, holding the UIKit names SwiftUI
/// files use). `import Foundation` gains `; import
/// _FoundationGaps` on its line: what Apple's Foundation has and Linux's lacks
/// (`DateComponentsFormatter`, `NSAttributedString.Key.link`), for files that import only Foundation;
/// `import LayoutDSL` gains `; import SwiftUI`, the module that declares the preview macros.
/// The imports of a framework provided under another module's name (`AppleFramework.module`)
/// import that module: `import OSLog`, `import os`, `import os.log` and `import struct os.Logger`
/// become `import _OSLog` and `import struct _OSLog.Logger` (a submodule's text blanked), and
/// any framework's submodule its whole module (`import CoreImage.CIFilterBuiltins`,
/// `import UIKit.UIGestureRecognizerSubclass`: `AppleFramework.submoduleParents`).
///
/// Source that only Apple's toolchain accepts, and that changes nothing a preview draws, is
/// blanked the same way (spaces, lines kept): the attributes of the Objective-C runtime and of
/// Interface Builder (`@objc`, `@objcMembers`, `@IBAction`, `@IBOutlet`, `@IBInspectable`,
/// `@IBDesignable`, `@IBSegueAction`: Swift on Linux has no Objective-C interoperability) and
/// the program's own entry point (`@main`, `@UIApplicationMain`), since a preview program's
/// `main` is snap's, as Xcode's preview agent replaces the app's. `#selector(m)` becomes
/// `Selector (m)`, an inert value of LayoutDSL's `Selector`. Core Data's `@NSManaged`, which
/// Swift on Linux accepts and emits no accessors for (the program fails to link), becomes
/// `@_Managed ` on a property and `@_ToMany  ` on a to-many accessor method, the macros of the
/// CoreData module that give them accessors and bodies (same length: columns stay).
struct PreviewSourceFile: Codable {
    enum Entry: Equatable, Codable {
        /// A type conforming to `PreviewProvider`, by its qualified name.
        case provider(String)
        /// A `#Preview`, by the line and column of its `#`: the label of its expansion.
        /// A `#Preview`, with its title when the source spells one as a plain string literal.
        case macro(line: Int, column: Int, title: String? = nil)
    }

    /// The previews in file order.
    let entries: [Entry]
    /// The entries carrying `PreviewMark`'s comment, by their place in `entries`.
    let marked: Set<Int>
    /// The file with its `#if` functions evaluated.
    let compiledText: String

    init(source: String, configuration: PreviewBuildConfiguration) {
        let tree = Parser.parse(source: source)
        let finder = PreviewFinder(configuration: configuration, converter: SourceLocationConverter(fileName: "", tree: tree))
        finder.walk(tree)
        entries = finder.entries
        marked = finder.marked
        compiledText = Self.evaluatingConditions(of: tree, source: source, configuration: configuration)
    }

    /// Each entry's name in the list the generated `main` calls (`PreviewCompiler.previewList`,
    /// `PreviewGroups`): a provider's type, a `#Preview`'s number among the file's `#Preview`s.
    static func groupNames(_ entries: [Entry]) -> [String] {
        var number = 0
        return entries.map { entry in
            switch entry {
            case .provider(let type): return type
            case .macro: number += 1; return "\(number)"
            }
        }
    }

    /// The previews of a Swift file as a preview build finds them (its cached analysis); nil when it
    /// cannot be read or never says `Preview`.
    static func reading(_ file: URL) -> PreviewSourceFile? {
        guard let source = try? String(contentsOf: file, encoding: .utf8), source.contains("Preview") else { return nil }
        return SourceAnalysis.of(source, at: file, configuration: PreviewBuildConfiguration(swiftVersion: "5")).file
    }

    /// Whether the compiled text imports `module` (`import Combine`, `import struct Combine.Just`).
    func imports(_ module: String) -> Bool {
        compiledText.range(of: #"(?m)^\s*(@\w+\s+)*import\s+(\w+\s+)?"# + module + #"\b"#, options: .regularExpression) != nil
    }

    /// The file with every function call in an `#if` condition replaced by its value, `import
    /// UIKit` by `import SwiftUI`, and the Apple-only attributes and selectors rewritten.
    static func evaluatingConditions(of tree: SourceFileSyntax, source: String, configuration: PreviewBuildConfiguration) -> String {
        let found = ConditionCallsAndImports(viewMode: .sourceAccurate)
        found.walk(tree)
        var bytes = Array(source.utf8)
        var edits: [(range: Range<Int>, text: [UInt8])] = found.uikitImports.map {
            ($0.positionAfterSkippingLeadingTrivia.utf8Offset..<$0.endPositionBeforeTrailingTrivia.utf8Offset, Array("SwiftUI".utf8))
        }
        for (declaration, companion) in found.companionImports {
            let end = declaration.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append((end..<end, Array("; import \(companion)".utf8)))
        }
        for (range, module) in found.renamedImports {
            let text = Array(module.utf8)
            edits.append((range, text + Array(repeating: UInt8(ascii: " "), count: max(0, range.count - text.count))))
        }
        for attribute in found.appleOnlyAttributes {
            let range = attribute.positionAfterSkippingLeadingTrivia.utf8Offset..<attribute.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append((range, range.map { bytes[$0] == UInt8(ascii: "\n") ? bytes[$0] : UInt8(ascii: " ") }))
        }
        for (name, replacement) in found.managedAttributes {
            let start = name.positionAfterSkippingLeadingTrivia.utf8Offset
            edits.append((start..<(start + "NSManaged".utf8.count), Array(replacement.utf8)))
        }
        for selector in found.selectors {
            let start = selector.positionAfterSkippingLeadingTrivia.utf8Offset
            edits.append((start..<(start + "#selector".utf8.count), Array("Selector ".utf8)))
        }
        for call in found.calls {
            let range = call.positionAfterSkippingLeadingTrivia.utf8Offset..<call.endPositionBeforeTrailingTrivia.utf8Offset
            let value = Array((isTrue(call, configuration) ? "true" : "false").utf8)
            guard range.count >= value.count else { continue }
            // Padding keeps the call's line breaks, so that no line moves.
            edits.append((range, range.map { offset in
                let index = offset - range.lowerBound
                return index < value.count ? value[index] : (bytes[offset] == UInt8(ascii: "\n") ? bytes[offset] : UInt8(ascii: " "))
            }))
        }
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: edit.text)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Evaluates one condition function as SwiftIfConfig does a whole `#if`.
    static func isTrue(_ call: FunctionCallExprSyntax, _ configuration: PreviewBuildConfiguration) -> Bool {
        let probe = Parser.parse(source: "#if \(call.trimmedDescription)\n#endif\n")
        guard let decl = probe.statements.first?.item.as(IfConfigDeclSyntax.self) else { return false }
        return decl.activeClause(in: configuration).clause != nil
    }
}

/// The function calls (`os(iOS)`, `canImport(UIKit)`, `swift(>=5.9)`…) in `#if` conditions,
/// and the module names of `import UIKit` declarations.
private final class ConditionCallsAndImports: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []
    var uikitImports: [TokenSyntax] = []
    /// Whole-module imports that bring a module along on their line: `import Foundation` what
    /// Apple's Foundation has and Linux's lacks (`_FoundationGaps`), `import LayoutDSL` the
    /// `SwiftUI` module, which declares the preview macros (`#Preview`, `@Entry`) the engine's own
    /// module does not.
    var companionImports: [(declaration: ImportDeclSyntax, companion: String)] = []
    static let companions = ["Foundation": "_FoundationGaps", "LayoutDSL": "SwiftUI"]
    var appleOnlyAttributes: [AttributeSyntax] = []
    /// The `os` of `import os` and `import struct os.Logger`, the `os.log` of `import os.log`, and
    /// the module each means.
    var renamedImports: [(range: Range<Int>, module: String)] = []
    static let renamed = AppleFramework.renamedImports
    static let submoduleParents = AppleFramework.submoduleParents
    var selectors: [MacroExpansionExprSyntax] = []
    static let appleOnly: Set<String> = ["objc", "objcMembers", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable", "IBSegueAction",
                                         "main", "UIApplicationMain", "NSApplicationMain"]
    /// The names of `@NSManaged` attributes and what each becomes: `_Managed ` on a property,
    /// `_ToMany  ` on a method.
    var managedAttributes: [(name: TypeSyntax, replacement: String)] = []
    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        if Self.appleOnly.contains(name) { appleOnlyAttributes.append(node) }
        if name == "NSManaged" {
            let isMethod = node.parent?.parent?.is(FunctionDeclSyntax.self) ?? false
            managedAttributes.append((node.attributeName, isMethod ? "_ToMany  " : "_Managed "))
        }
        return .visitChildren
    }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "selector" { selectors.append(node) }
        return .visitChildren
    }
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let condition = node.condition { calls += CallsIn(condition).found }
        return .visitChildren
    }
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.importKindSpecifier == nil, node.path.count > 1, let first = node.path.first,
           let module = Self.submoduleParents[first.name.text] {
            let range = first.name.positionAfterSkippingLeadingTrivia.utf8Offset..<node.path.endPositionBeforeTrailingTrivia.utf8Offset
            renamedImports.append((range, module))
            return .skipChildren
        }
        if let module = node.path.first?.name, module.text == "UIKit" { uikitImports.append(module) }
        if let first = node.path.first, let module = Self.renamed[first.name.text] {
            let end = node.importKindSpecifier == nil ? node.path.endPositionBeforeTrailingTrivia
                : first.name.endPositionBeforeTrailingTrivia
            renamedImports.append((first.name.positionAfterSkippingLeadingTrivia.utf8Offset..<end.utf8Offset, module))
        }
        if node.importKindSpecifier == nil, node.path.count == 1, let name = node.path.first?.name.text,
           let companion = Self.companions[name] {
            companionImports.append((node, companion))
        }
        return .skipChildren
    }

    private final class CallsIn: SyntaxVisitor {
        var found: [FunctionCallExprSyntax] = []
        init(_ condition: ExprSyntax) {
            super.init(viewMode: .sourceAccurate)
            walk(condition)
        }
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            found.append(node)
            return .skipChildren
        }
    }
}

/// Providers and `#Preview`s in the active clauses of the file.
private final class PreviewFinder: ActiveSyntaxVisitor {
    let converter: SourceLocationConverter
    var entries: [PreviewSourceFile.Entry] = []
    var marked: Set<Int> = []
    /// The names of the types enclosing the node being visited.
    private var scope: [String] = []

    init(configuration: PreviewBuildConfiguration, converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate, configuration: configuration)
    }

    private func enter(_ name: String, _ inheritance: InheritanceClauseSyntax?, _ trivia: Trivia) {
        scope.append(name)
        let conforms = inheritance?.inheritedTypes.contains { type in
            type.type.trimmedDescription.split(separator: ".").last == "PreviewProvider"
        } ?? false
        if conforms { add(.provider(scope.joined(separator: ".")), trivia) }
    }

    private func add(_ entry: PreviewSourceFile.Entry, _ trivia: Trivia) {
        if PreviewMark.isMarked(trivia) { marked.insert(entries.count) }
        entries.append(entry)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, node.inheritanceClause, node.leadingTrivia); return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, node.inheritanceClause, node.leadingTrivia); return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, node.inheritanceClause, node.leadingTrivia); return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.extendedType.trimmedDescription, node.inheritanceClause, node.leadingTrivia); return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }
    /// Types inside functions and closures are out of the generated code's reach.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        found(node.macroName, arguments: node.arguments, at: node.positionAfterSkippingLeadingTrivia, trivia: node.leadingTrivia)
    }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        found(node.macroName, arguments: node.arguments, at: node.positionAfterSkippingLeadingTrivia, trivia: node.leadingTrivia)
    }

    private func found(_ macro: TokenSyntax, arguments: LabeledExprListSyntax, at position: AbsolutePosition,
                       trivia: Trivia) -> SyntaxVisitorContinueKind {
        if macro.text == "Preview", scope.isEmpty {
            let location = converter.location(for: position)
            add(.macro(line: location.line, column: location.column, title: Self.title(arguments)), trivia)
        }
        return .skipChildren
    }

    /// `#Preview("Card – Dark") { … }`'s title: a first unlabeled argument that is a string
    /// literal without interpolation.
    private static func title(_ arguments: LabeledExprListSyntax) -> String? {
        guard let first = arguments.first, first.label == nil, let literal = first.expression.as(StringLiteralExprSyntax.self),
              literal.segments.count == 1, let segment = literal.segments.first?.as(StringSegmentSyntax.self) else { return nil }
        return segment.content.text
    }
}
