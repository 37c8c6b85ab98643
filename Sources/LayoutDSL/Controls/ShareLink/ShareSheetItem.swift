/// What the share sheet shows of a `ShareLink`'s items: the header's title, subtitle and
/// thumbnail, and the actions the system offers for their kind.
///
/// The header is LinkPresentation's view of the item (`_UIActivityContentTitleView` holds an
/// `LPLinkView`, iOS 18.2 decompiled: docs/reference/ios-share-sheet.md). Offline, as here,
/// a link has no fetched title: the header shows its host, a text its first words, an image its
/// thumbnail; a `SharePreview` gives the title and image instead. Several items read "N Items".
///
/// The actions, from the activities' `canPerformWithActivityItems:` in the same code: Copy
/// (`doc.on.doc`) takes every kind; Add to Reading List (`eyeglasses`) a web link; Print
/// (`printer`) an image, not a web link. Save Image and Save to Files, and the grouping, are
/// estimates from iOS 17 share sheets.
nonisolated struct ShareSheetItem {
    enum Kind: Equatable { case link, text, image, file }
    struct Action: Equatable {
        let title: String
        let symbol: String
    }

    let kind: Kind
    let title: Text
    let subtitle: Text?
    let thumbnail: Image?

    init(first: Any?, count: Int, previewTitle: Text?, previewImage: Image?) {
        let url = first as? URL
        kind = switch first {
        case let url as URL: url.isFileURL ? .file : .link
        case is String, is AttributedString: .text
        case is Image: .image
        default: .file
        }
        let host = url.flatMap { $0.host }.map { $0.hasPrefix("www.") ? String($0.dropFirst(4)) : $0 }
        if count > 1 {
            title = Text("\(count) Items")
        } else if let previewTitle {
            title = previewTitle
        } else {
            title = switch first {
            case let url as URL: Text(verbatim: url.isFileURL ? url.lastPathComponent : host ?? url.absoluteString)
            case let string as String: Text(verbatim: string)
            case let string as AttributedString: Text(string)
            case is Image: Text("Image")
            default: Text("Item")
            }
        }
        subtitle = previewTitle != nil && kind == .link ? host.map { Text(verbatim: $0) } : nil
        thumbnail = previewImage ?? (first as? Image)
    }

    /// The groups of actions under the apps, top to bottom.
    var actions: [[Action]] {
        let copy = Action(title: "Copy", symbol: "doc.on.doc")
        return switch kind {
        case .link: [[copy], [Action(title: "Add to Reading List", symbol: "eyeglasses")]]
        case .text: [[copy]]
        case .image: [[copy], [Action(title: "Save Image", symbol: "square.and.arrow.down"), Action(title: "Print", symbol: "printer")]]
        case .file: [[copy], [Action(title: "Save to Files", symbol: "folder")]]
        }
    }

    /// The symbol a header without an image shows for the item.
    var placeholderSymbol: String {
        switch kind {
        case .link: "link"
        case .text: "doc.text"
        case .image: "photo"
        case .file: "doc"
        }
    }
}
