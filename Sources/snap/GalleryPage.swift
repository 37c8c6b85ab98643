import Foundation

/// The HTML of `snap gallery`: one static page, no script, every file's previews in light and
/// dark side by side at their size in points (one CSS pixel per point, as Xcode's canvas at
/// 100%), each image a link to its full-size PNG and each preview's layout JSON one click away.
/// Paths are relative to the page, so the folder can be copied or served as it is.
struct GalleryPage {
    struct Image {
        /// The PNG, relative to the page.
        let path: String
        let width: Int, height: Int, scale: Int
        /// The preview's layout JSON, relative to the page.
        let layoutJSON: String
    }

    struct Preview {
        let name: String
        let light: Image?
        let dark: Image?
    }

    struct File {
        /// The Swift file, relative to the gallery's folder.
        let path: String
        let previews: [Preview]
        /// Why the file did not render, if it did not.
        let error: String?
    }

    let title: String
    let files: [File]

    var html: String {
        let count = files.reduce(0) { $0 + $1.previews.count }
        var page = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>\(escape(title))</title>
        <style>
        body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; background: #f2f2f7; color: #1c1c1e; }
        h1 { font-size: 22px; } h2 { font-size: 17px; margin-top: 32px; font-family: ui-monospace, monospace; }
        .previews { display: flex; flex-wrap: wrap; gap: 16px; }
        figure { margin: 0; padding: 12px; background: #fff; border-radius: 12px; box-shadow: 0 1px 3px #0002; }
        figcaption { font-weight: 600; margin-bottom: 8px; }
        .pair { display: flex; gap: 12px; align-items: flex-start; }
        .scheme { display: flex; flex-direction: column; gap: 4px; font-size: 12px; color: #6c6c70; }
        .scheme img { display: block; outline: 1px solid #0001; max-width: 480px; height: auto; }
        .error { color: #d70015; white-space: pre-wrap; font-family: ui-monospace, monospace; }
        </style></head><body>
        <h1>\(escape(title))</h1>
        <p>\(count) preview\(count == 1 ? "" : "s") in \(files.count) file\(files.count == 1 ? "" : "s"), light and dark. \
        Click an image for its PNG.</p>

        """
        for file in files {
            page += "<section><h2>\(escape(file.path))</h2>\n"
            if let error = file.error { page += "<p class=\"error\">\(escape(error))</p>\n" }
            page += "<div class=\"previews\">\n"
            for preview in file.previews {
                page += "<figure><figcaption>\(escape(preview.name))</figcaption><div class=\"pair\">"
                for (scheme, image) in [("light", preview.light), ("dark", preview.dark)] {
                    guard let image else { continue }
                    page += """
                    <div class="scheme">\(scheme)<a href="\(escape(image.path))"><img src="\(escape(image.path))" \
                    width="\(image.width / image.scale)" height="\(image.height / image.scale)" \
                    alt="\(escape(preview.name)) (\(scheme))"></a>\
                    <a href="\(escape(image.layoutJSON))">layout JSON</a></div>
                    """
                }
                page += "</div></figure>\n"
            }
            page += "</div></section>\n"
        }
        return page + "</body></html>\n"
    }

    /// Text for HTML, in elements and in attributes (paths come percent-encoded: `GalleryCommand`).
    func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
