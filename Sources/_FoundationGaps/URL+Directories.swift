import Foundation

/// The user's standard folders as `URL` names them (iOS 16: `URL.documentsDirectory`…), which
/// swift-corelibs-foundation lacks beside its `temporaryDirectory` and `homeDirectory`: each is
/// `FileManager`'s folder of that kind in the user's domain (on Linux, `Documents`, `Library/…`
/// under the home folder, as it answers), so code that builds a file's URL from one compiles and
/// gets a real folder.
extension URL {
    private static func userFolder(_ directory: FileManager.SearchPathDirectory, else path: String) -> URL {
        FileManager.default.urls(for: directory, in: .userDomainMask).first
            ?? homeDirectory.appendingPathComponent(path, isDirectory: true)
    }

    public static var documentsDirectory: URL { userFolder(.documentDirectory, else: "Documents") }
    public static var cachesDirectory: URL { userFolder(.cachesDirectory, else: "Library/Caches") }
    public static var applicationSupportDirectory: URL { userFolder(.applicationSupportDirectory, else: "Library/Application Support") }
    public static var libraryDirectory: URL { userFolder(.libraryDirectory, else: "Library") }
    public static var downloadsDirectory: URL { userFolder(.downloadsDirectory, else: "Downloads") }
    public static var desktopDirectory: URL { userFolder(.desktopDirectory, else: "Desktop") }
    public static var moviesDirectory: URL { userFolder(.moviesDirectory, else: "Movies") }
    public static var musicDirectory: URL { userFolder(.musicDirectory, else: "Music") }
    public static var picturesDirectory: URL { userFolder(.picturesDirectory, else: "Pictures") }
    public static var sharedPublicDirectory: URL { userFolder(.sharedPublicDirectory, else: "Public") }
    public static var applicationDirectory: URL { userFolder(.applicationDirectory, else: "Applications") }
    public static var trashDirectory: URL { userFolder(.trashDirectory, else: ".Trash") }
}
