import Foundation
import UniformTypeIdentifiers

/// Rich text as a rich-text editor copies it (SwiftUI's `AttributedTextFormatting.Transferable`,
/// iOS 26): the text with the attributes the environment's formatting definition allows, carried
/// as its characters in plain text (no RTF or archived attributes here: a pasteboard on Linux
/// holds text), and read back as an attributed string.
extension AttributedTextFormatting {
    public struct Transferable: Sendable {
        let text: AttributedString

        public init(text: AttributedString, in environment: EnvironmentValues) {
            var constrained = text
            if let formatting = environment.attributedTextFormatting {
                constrained.updateEachRun { $0 = formatting.apply(to: $0) }
            }
            self.text = constrained
        }

        public static var transferRepresentation: some TransferRepresentation {
            ProxyRepresentation(exporting: { String($0.text.characters) }, importing: { Transferable(plain: $0) })
        }

        init(plain: String) { text = AttributedString(plain) }
    }
}

/// Declared outside the namespace, where `Transferable` names the protocol, not the nested type.
extension AttributedTextFormatting.Transferable: Transferable {}

extension AttributedString {
    /// The transferred text, under the environment's formatting definition.
    public init(transferable: AttributedTextFormatting.Transferable, in environment: EnvironmentValues) throws {
        self = AttributedTextFormatting.Transferable(text: transferable.text, in: environment).text
    }
}
