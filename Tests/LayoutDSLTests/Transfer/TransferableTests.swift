import Foundation
import LayoutDSL
import Testing
import UniformTypeIdentifiers

/// CoreTransferable's representations, as an app's models declare them: the first
/// representation that handles a content type exports or imports it, in declaration order.
struct TransferableTests {
    struct Note: Codable, Equatable, Transferable {
        var title: String
        var isLocked = false
        static var transferRepresentation: some TransferRepresentation {
            CodableRepresentation(contentType: .json)
            DataRepresentation(exportedContentType: .utf8PlainText) { Data("Note: \($0.title)".utf8) }
                .exportingCondition { !$0.isLocked }
                .suggestedFileName { "\($0.title).txt" }
            ProxyRepresentation(exporting: \.title)
        }
    }

    struct Clip: Transferable, Equatable {
        let url: URL
        static var transferRepresentation: some TransferRepresentation {
            FileRepresentation(contentType: .plainText) { SentTransferredFile($0.url) } importing: { received in
                let copy = FileManager.default.temporaryDirectory.appendingPathComponent("clip-\(UUID().uuidString).txt")
                try FileManager.default.copyItem(at: received.file, to: copy)
                return Clip(url: copy)
            }
        }
    }

    @Test func representationsExportAndImportInOrder() async throws {
        let note = Note(title: "Groceries")
        let json = try await note.exported(as: .json)
        #expect(try JSONDecoder().decode(Note.self, from: json) == note)
        #expect(try await Note(importing: json, contentType: .json) == note)
        #expect(String(decoding: try await note.exported(as: .utf8PlainText), as: UTF8.self) == "Note: Groceries")
        // A locked note is not exported as text: the proxy's (its title as a string) comes next.
        let locked = Note(title: "Diary", isLocked: true)
        #expect(String(decoding: try await locked.exported(as: .utf8PlainText), as: UTF8.self) == "Diary")
        await #expect(throws: TransferableUnsupportedContentTypeError.self) { try await note.exported(as: .png) }
        #expect(Note.exportedContentTypes == [.json, .utf8PlainText, .utf8PlainText])
    }

    @Test func filesTravelByTheirContents() async throws {
        let source = FileManager.default.temporaryDirectory.appendingPathComponent("clip-source-\(UUID().uuidString).txt")
        try Data("take 1".utf8).write(to: source)
        defer { try? FileManager.default.removeItem(at: source) }
        let data = try await Clip(url: source).exported(as: .plainText)
        #expect(String(decoding: data, as: UTF8.self) == "take 1")
        let received = try await Clip(importing: data, contentType: .plainText)
        #expect(try String(contentsOf: received.url, encoding: .utf8) == "take 1" && received.url != source)
        try? FileManager.default.removeItem(at: received.url)
    }

    @Test func theSystemsTypesTransfer() async throws {
        #expect(try await String(importing: try await "héllo".exported(as: .utf8PlainText), contentType: nil) == "héllo")
        let url = try #require(URL(string: "https://example.com/a?b=1"))
        #expect(try await URL(importing: try await url.exported(as: .url), contentType: .url) == url)
        await #expect(throws: TransferableUnsupportedContentTypeError.self) { try await Image(systemName: "star").exported(as: .png) }
    }
}
