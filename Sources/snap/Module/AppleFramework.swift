/// Apple's frameworks besides SwiftUI that this package provides for Linux under their own
/// names, so that `import MapKit` in an app's file means Apple's MapKit on iOS and this package's
/// here (as `import SwiftUI` does). Declared once: what a preview may import
/// (`PreviewBuildConfiguration.importable`), the products a package target gets from snap's
/// runtime (`SwiftPackageTarget.runtimeProducts`), and the README's table of what each draws
/// (`AppleFrameworkTableTests` keeps the README equal to `markdownTable`).
struct AppleFramework {
    let name: String
    /// What compiles: the API an app's file uses.
    let compiles: String
    /// What a frame at rest draws as iOS does.
    let draws: String
    /// What draws as a placeholder, each with a one-line warning when drawn.
    let placeholder: String
    /// What does nothing (and how it answers).
    let inert: String
    /// The module that provides it: the framework's name, or, for a framework whose name other
    /// packages test with `#if canImport(…)` to take Darwin's branch (`OSLog`, and its `os`), a
    /// module of another name with no product, since a module of Apple's name in a build would
    /// turn those branches on. `snap render` compiles the imports of such a framework as imports
    /// of its module (`PreviewSourceFile`); the remote packages it builds import `os` and `OSLog`,
    /// which re-export it (`PackageDarwinView`).
    var module: String { Self.modules[name] ?? name }
    /// Also imported under these names (Apple's `os`, which its `OSLog` re-exports).
    var aliases: [String] { name == "OSLog" ? ["os"] : [] }

    static let modules = ["CoreTransferable": "SwiftUI", "Accessibility": "SwiftUI", "OSLog": "_OSLog", "CryptoKit": "_CryptoKit",
                          "Security": "_Security", "SystemConfiguration": "_SystemConfiguration",
                          "Network": "_Network"]

    /// The module each import name of a framework provided under another name means.
    static var renamedImports: [String: String] {
        var map: [String: String] = [:]
        for framework in all where framework.module != framework.name {
            for name in [framework.name] + framework.aliases { map[name] = framework.module }
        }
        return map
    }

    /// The module an import of a framework's submodule means (`import CoreImage.CIFilterBuiltins`,
    /// `import UIKit.UIGestureRecognizerSubclass`, `import os.log`): Apple's submodules are the
    /// headers of their framework, whose declarations the module provided here holds, so the
    /// import is of that whole module; UIKit's names are SwiftUI's (`PreviewSourceFile`).
    static var submoduleParents: [String: String] {
        var map = ["UIKit": "SwiftUI"]
        for framework in all {
            for name in [framework.name] + framework.aliases { map[name] = framework.module }
        }
        return map
    }

    static let all: [AppleFramework] = [
        AppleFramework(
            name: "CoreGraphics",
            compiles: "Foundation's geometry re-exported, `CGAffineTransform`, `CGPath`/`CGMutablePath` (arcs, " +
                "ellipses, rounded rectangles as Core Graphics builds them; bounding boxes, hit tests), `CGColor`, " +
                "`CGColorSpace`, line caps and joins, `CGContext` (graphics state, CTM, path construction, fills, " +
                "strokes, dashes, clips, blend modes, `draw(_:in:byTiling:)` of images), bitmap contexts over memory " +
                "(`CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`: 8-bit RGBA and BGRA " +
                "with or without premultiplied alpha, grey, alpha only; `CGBitmapInfo`, " +
                "`CGColorSpaceCreateDeviceRGB()`) and `CGImage`; SwiftUI's `ImageRenderer` (`cgImage`, `uiImage`, " +
                "`render(rasterizationScale:renderer:)`) and `UIImage.pngData()`/`jpegData(compressionQuality:)`; " +
                "UIKit's `UIGraphicsImageRenderer` and `UIGraphicsBeginImageContextWithOptions`, with " +
                "`UIGraphicsGetCurrentContext()`, `UIColor.setFill()`/`setStroke()` and " +
                "`UIBezierPath.fill()`/`stroke()`/`addClip()`; SwiftUI's bridges (`Path(_:)`, `Path.cgPath`, " +
                "`Color(cgColor:)`, `ColorPicker` of a `CGColor`)",
            draws: "paths through SwiftUI's `Path`; a rendered `UIImage` in `Image(uiImage:)` as the paths its " +
                "context recorded, at its point size, clipped to its frame; an `ImageRenderer`'s image as pixels at " +
                "its scale (R23), drawn by the same renderer as `snap`'s frames", placeholder: "—",
            inert: "`setShadow` (no shadow drawn); the Porter-Duff blend modes other than `clear`, `sourceAtop`, " +
                "`destinationOver` and `destinationOut` paint as `normal`; a `UIGraphicsImageRenderer`'s `CGImage` " +
                "is a recording, not pixels: no text drawn into a context; a bitmap context's buffer is redrawn " +
                "whole after each painting, so what it held before the first one is not kept; " +
                "`ImageRenderer.colorMode` is kept but not applied"),
        AppleFramework(
            name: "CoreLocation",
            compiles: "coordinates, `CLLocation` (WGS-84 distances by Vincenty's formula), regions, headings, " +
                "placemarks, `CLLocationManager`, `CLGeocoder`, `CLLocationUpdate`",
            draws: "nothing to draw", placeholder: "—",
            inert: "the manager (authorization `.notDetermined`, no locations) and the geocoder (no results), as a " +
                "simulator without a location"),
        AppleFramework(
            name: "UniformTypeIdentifiers",
            compiles: "`UTType` (identifiers, conformance, supertypes, filename extensions and MIME types, " +
                "`UTType(filenameExtension:)`, `UTType(mimeType:)`, `UTType(exportedAs:)`, `UTType(importedAs:)`, " +
                "dynamic types) with the system's declared types, `UTTagClass`; SwiftUI re-exports it",
            draws: "nothing to draw", placeholder: "—",
            inert: "`localizedDescription` (nil: Launch Services' localized names are not here); a dynamic type's " +
                "identifier is `dyn.` and its tag in hexadecimal, not iOS's encoding"),
        AppleFramework(
            name: "MapKit",
            compiles: "`Map` (iOS 17 and iOS 14 forms), `Marker`, `Annotation`, `MapPolyline`, `MapPolygon`, " +
                "`MapCircle`, `UserAnnotation`, `MapCameraPosition`, `MapStyle`, map controls; " +
                "`MKMapPoint`/`MKMapRect`, `MKCoordinateRegion`, `MKMapItem`, `MKPlacemark`, `MKLocalSearch`, " +
                "`MKDirections`, `MKMapView`",
            draws: "markers, annotations and overlays at their coordinates by the camera's Web Mercator projection; " +
                "the controls; Apple Maps' attribution",
            placeholder: "the map itself: a plain surface with a grid of meridians and parallels, no tiles",
            inert: "searches and directions (they fail with `MKError.placemarkNotFound`/`.directionsNotFound`), the user's location"),
        AppleFramework(
            name: "AuthenticationServices",
            compiles: "`SignInWithAppleButton` and its styles, `ASAuthorization…` requests, credentials, controller " +
                "and errors, `ASWebAuthenticationSession`, the `webAuthenticationSession` environment value",
            draws: "`SignInWithAppleButton` in its three styles and labels (HIG: 44 pt default height, title at 43 % of it)",
            placeholder: "—",
            inert: "the controller (never answers), credential state (`.notFound`), web sessions (`start()` returns false)"),
        AppleFramework(
            name: "AVFoundation",
            compiles: "`AVPlayer`, `AVPlayerItem`, `AVAsset`, `AVPlayerLayer`, `AVAudioPlayer`, `AVAudioSession`, " +
                "`AVCaptureDevice` authorization, `CMTime`",
            draws: "nothing to draw", placeholder: "—",
            inert: "playback (a player waits, nothing loads), audio players (`play()` returns false), capture " +
                "authorization (`.notDetermined`)"),
        AppleFramework(
            name: "AVKit",
            compiles: "`VideoPlayer` with and without an overlay, `AVPlayerViewController`",
            draws: "the player's controls at rest and the overlay",
            placeholder: "the video: a black frame",
            inert: "—"),
        AppleFramework(
            name: "WebKit",
            compiles: "`WKWebView` and its configuration, preferences, user scripts, navigation and UI delegates, website data store",
            draws: "—", placeholder: "a `WKWebView` wrapped in a representable, as every UIKit view",
            inert: "loading (a navigation never starts), JavaScript (fails with `WKError`)"),
        AppleFramework(
            name: "SafariServices",
            compiles: "`SFSafariViewController` and its configuration and delegate",
            draws: "—", placeholder: "the controller wrapped in a representable, as every UIKit view controller",
            inert: "—"),
        AppleFramework(
            name: "PhotosUI",
            compiles: "`PhotosPicker` (every initializer), `PhotosPickerItem`, `PHPickerFilter`, " +
                "`PHPickerConfiguration`, `PHPickerViewController`, the `photosPicker(isPresented:…)` modifiers",
            draws: "`PhotosPicker` as its label in a button",
            placeholder: "—",
            inert: "the picker (nothing is presented; items load nil)"),
        AppleFramework(
            name: "StoreKit",
            compiles: "`Product`, `Transaction`, `AppStore`, `VerificationResult`, `ProductView`, `StoreView`, " +
                "`SubscriptionStoreView` and their styles, the store task and sheet modifiers, `requestReview`",
            draws: "the store views laid out with their products, loaded in the first frame",
            placeholder: "the products: named from their ids (`com.app.pro.monthly`: \"Pro Monthly\", $4.99 a " +
                "month), not looked up in the App Store",
            inert: "purchases (`.userCancelled`), transactions and entitlements (none), review requests, the " +
                "manage-subscriptions and redeem sheets"),
        AppleFramework(
            name: "SwiftData",
            compiles: "`@Model` (with `@Attribute`, `@Relationship`, `@Transient`), `ModelContainer`, " +
                "`ModelConfiguration`, `ModelContext` (insert, delete, fetch with `#Predicate` and sort descriptors, " +
                "counts, save), `FetchDescriptor`, `@Query`, `.modelContainer`, `\\.modelContext`, versioned " +
                "schemas, `@ModelActor` actors (a context of their own on the container's store, run on the host's " +
                "clock)",
            draws: "views of what previews insert: `@Query` fetches when a body runs and re-renders on inserts, " +
                "deletes and changes; relationships keep their inverse end in step (declared or inferred, to-one and " +
                "to-many) and apply their delete rules",
            placeholder: "—",
            inert: "persistence (every store is in memory, as Apple recommends for previews), migrations, `.deny` delete rules"),
        AppleFramework(
            name: "CoreData",
            compiles: "`NSManagedObject` subclasses as Xcode generates them (`@NSManaged` properties and to-many " +
                "accessors, `entity()`, `fetchRequest()`, `init(context:)`, `value(forKey:)`/`setValue(_:forKey:)`), " +
                "`NSPersistentContainer` and `NSPersistentCloudKitContainer` (Xcode's template `PersistenceController` " +
                "unchanged), `NSManagedObjectContext` (insert, delete, fetch, `count(for:)`, save, rollback, reset, " +
                "refresh, merges, child contexts, `perform`), `NSFetchRequest`, `NSPredicate(format:)` (comparisons, " +
                "string operators with `[cd]`, `IN`, `BETWEEN`, `ANY`/`ALL`/`NONE`, aggregates, `%@` `%K` `%d` `%f` " +
                "arguments), `NSSortDescriptor` by key, key path and `SortDescriptor`, `NSManagedObjectModel` and " +
                "entity, attribute and relationship descriptions, `NSFetchedResultsController` with sections and its " +
                "delegate; SwiftUI's `@FetchRequest`, `FetchedResults`, `@SectionedFetchRequest`, `SectionedFetchResults` " +
                "and `\\.managedObjectContext`, which SwiftUI declares (a view file that imports SwiftUI alone uses " +
                "them); every managed object `Identifiable`; the classes of an `.xcdatamodeld`'s entities with codegen \"Class " +
                "Definition\" or \"Category/Extension\" are generated as Xcode generates them",
            draws: "views of what previews insert: `@FetchRequest` fetches when a body runs and re-renders on inserts, " +
                "deletes and changes in any context; an `NSFetchedResultsController` tells its delegate each change " +
                "a context saves or processes; relationships keep their inverse and apply their delete rules; " +
                "saves validate required values",
            placeholder: "—",
            inert: "persistence (every store is in memory, as the template's `/dev/null` preview store; the model is " +
                "read from the bundle's copy of the `.xcdatamodeld`), CloudKit mirroring, migrations, `.deny` delete " +
                "rules; `perform` blocks run at once on the caller's thread; `predicateFormat` of a format predicate " +
                "is Foundation's `BLOCKPREDICATE`; unsaved changes reach a fetched results controller when the context " +
                "saves or processes them, not at the end of each event; predicate arithmetic and functions and batch " +
                "requests are missing"),
        AppleFramework(
            name: "Charts",
            compiles: "`Chart`, `BarMark`, `LineMark`, `PointMark`, `AreaMark`, `RuleMark`, `RectangleMark`, " +
                "`SectorMark`, `LinePlot`/`AreaPlot` of functions, `Plot`, `ForEach` of marks, `Plottable` values " +
                "(numbers, dates with units, strings, raw-value enums); `foregroundStyle(by:)`, `symbol(by:)`, " +
                "`lineStyle(by:)`, `symbolSize(by:)`, `position(by:)`, stacking, interpolation, `annotation`, " +
                "`cornerRadius`, `symbol(symbol:)`, `alignsMarkStylesWithPlotArea`, `zIndex`; " +
                "`chartXScale`/`chartYScale` (domains, ranges, types), `chartXAxis`/`chartYAxis` with `AxisMarks`, " +
                "`AxisGridLine`, `AxisTick`, `AxisValueLabel`, axis titles; `chartLegend`, " +
                "`chartForegroundStyleScale`, `chartSymbolScale`, `chartPlotStyle`, `chartBackground`/`chartOverlay` " +
                "with `ChartProxy`; `chartScrollableAxes`, `chartXVisibleDomain`, `chartScrollPosition`; " +
                "`chartXSelection`/`chartAngleSelection`",
            draws: "marks on scales inferred as iOS infers them (zero-based nice number domains, dates to their " +
                "extent or whole units, category bands, stacks), grid lines, axis labels, titles and the legend, the " +
                "plot shrunk for them; a scrollable chart's window (rules and measurements: docs/charts.md)",
            placeholder: "—",
            inert: "selection and scroll gestures (the bound selection and scroll position draw as set), accessibility of marks"),
        AppleFramework(
            name: "OSLog",
            compiles: "what Apple declares in `os` and `OSLog` re-exports: `Logger` (every level, `OSLogMessage` " +
                "interpolation of strings, `CustomStringConvertible` values, types, objects, errors, integers, " +
                "floating-point numbers and Booleans with their `format:`, `align:` and `privacy:` arguments), `OSLog`, " +
                "`OSLogType`, `os_log` (format strings and interpolations), `OSSignposter`, `OSSignpostID`, " +
                "`OSSignpostIntervalState`, `os_signpost`, `OSAllocatedUnfairLock`; and `OSLogStore` of the current " +
                "process with its entries. A preview's `import OSLog` and `import os` (`os.log`, `os.signpost`) are " +
                "compiled as imports of `_OSLog`",
            draws: "nothing to draw", placeholder: "—",
            inert: "output: nothing by default and never in an image; with `SNAP_LOG=1` each message is a line on " +
                "standard error, values unredacted as Xcode's console shows a development build's (`privacy:` is " +
                "kept, not applied); `getEntries(matching:)` does not evaluate its predicate (no key-value coding " +
                "on Linux); no product for package targets: a module named `os` or `OSLog` in a build turns other " +
                "packages' `#if canImport(OSLog)` branches to Darwin's APIs (swift-syntax's, swift-argument-parser's)"),
        AppleFramework(
            name: "UserNotifications",
            compiles: "`UNUserNotificationCenter` (authorization, settings, requests, categories, badge count, " +
                "completion-handler and async forms), `UNMutableNotificationContent`, sounds, attachments, time " +
                "interval, calendar, location and push triggers, `UNNotificationRequest`, actions, text input " +
                "actions, categories, responses, `UNUserNotificationCenterDelegate`",
            draws: "nothing to draw", placeholder: "—",
            inert: "the center answers as for an app nobody has answered: authorization `.notDetermined`, a request " +
                "for it false; requests are kept and listed, never delivered"),
        AppleFramework(
            name: "Network",
            compiles: "`NWPathMonitor` (also as an `AsyncSequence`), `NWPath` and its status, `NWInterface`, " +
                "`NWConnection` and its states, send completions and content contexts, `NWEndpoint` with hosts and " +
                "ports, `IPv4Address`/`IPv6Address`, `NWParameters` with TCP, UDP and TLS options, `NWError`",
            draws: "nothing to draw", placeholder: "—",
            inert: "the path is a Wi-Fi connection, `.satisfied` (delivered once, at once, by `start(queue:)`); " +
                "connections stay `.preparing`, send and receive nothing"),
        AppleFramework(
            name: "TipKit",
            compiles: "`Tip` (title, message, image, actions, rules, options), `Tips.configure`, " +
                "`Tips.resetDatastore`, `showAllTipsForTesting` and its kin, `@Parameter`, `Tips.Event` with " +
                "donations, `#Rule`, `Tips.MaxDisplayCount`, `Tips.IgnoresDisplayFrequency`, `TipView`, " +
                "`popoverTip`, `tipBackground`, `tipCornerRadius`, `tipImageSize`",
            draws: "`TipView` as iOS 17 draws an inline tip (image in the tint, headline title, secondary message, " +
                "actions below a divider, close button, on a rounded card; measures estimated from Apple's " +
                "screenshots), `popoverTip` as a popover; a tip displays only after `Tips.configure()`, while its " +
                "rules hold and it is not invalidated, as on iOS",
            placeholder: "—",
            inert: "the datastore is in memory (nothing persists between runs); the display frequency never " +
                "holds a tip back within a render; `@Parameter` is a property wrapper, not Apple's macro"),
        AppleFramework(
            name: "CryptoKit",
            compiles: "swift-crypto's implementation of CryptoKit's API: `SHA256`/`SHA384`/`SHA512` and " +
                "`Insecure.MD5`/`Insecure.SHA1` digests, `HMAC`, `SymmetricKey`, `AES.GCM`, `ChaChaPoly`, `HKDF`, " +
                "`P256`/`P384`/`P521` and `Curve25519` keys, signatures and key agreement. A preview's " +
                "`import CryptoKit` is compiled as an import of `_CryptoKit`",
            draws: "nothing to draw; digests, codes and ciphertexts are the bytes iOS computes", placeholder: "—",
            inert: "`SecureEnclave` as in the Simulator, which has none: `isAvailable` false, making or restoring a key " +
                "throws; no product for package targets: a module named `CryptoKit` in a build turns other packages' " +
                "`#if canImport(CryptoKit)` branches on (the MCP SDK's)"),
        AppleFramework(
            name: "Security",
            compiles: "Keychain Services (`SecItemAdd`, `SecItemCopyMatching`, `SecItemUpdate`, `SecItemDelete` with " +
                "the `kSecClass…`, `kSecAttr…`, `kSecMatch…`, `kSecReturn…`, `kSecValue…` and `kSecUse…` keys as Apple " +
                "declares them), `SecAccessControl` and `SecAccessControlCreateWithFlags`, `SecRandomCopyBytes`, " +
                "`OSStatus` and the `errSec…` codes, `SecCopyErrorMessageString`; Core Foundation's `CFTypeRef`, " +
                "`CFDictionary`, `kCFBooleanTrue`. A preview's `import Security` is compiled as an import of `_Security`",
            draws: "nothing to draw", placeholder: "—",
            inert: "the keychain is in memory and empty when a preview starts (duplicates, missing items and searches " +
                "answer as on iOS); access controls are kept and never ask for a passcode or biometry; no `SecKey`, " +
                "`SecTrust` or certificates; no product, for the reason of CryptoKit's (swift-nio-ssl tests " +
                "`canImport(Security)`)"),
        AppleFramework(
            name: "SystemConfiguration",
            compiles: "network reachability: `SCNetworkReachability` for a host name, an address or a pair, " +
                "`SCNetworkReachabilityGetFlags`, `SCNetworkReachabilityFlags`, `SCNetworkReachabilitySetCallback` with " +
                "its context, `SCNetworkReachabilitySetDispatchQueue`; BSD sockets' `sa_len`/`sin_len`/`sin6_len`. A " +
                "preview's `import SystemConfiguration` is compiled as an import of `_SystemConfiguration`, and " +
                "packages snap builds get a `SystemConfiguration` that re-exports it (Alamofire's reachability compiles)",
            draws: "nothing to draw", placeholder: "—",
            inert: "every target is reachable as in the Simulator (`.reachable`, not WWAN); the flags never change, " +
                "so no callback is called"),
        AppleFramework(
            name: "LocalAuthentication",
            compiles: "`LAContext` (`canEvaluatePolicy(_:error:)`, `evaluatePolicy` with a reply or async, " +
                "`biometryType`, titles), `LAPolicy`, `LABiometryType`, `LAError` and its codes",
            draws: "nothing to draw", placeholder: "—",
            inert: "a device without biometry or passcode: `canEvaluatePolicy` false with `.biometryNotAvailable` " +
                "(biometrics) or `.passcodeNotSet`, evaluations fail with the same error, `biometryType` `.none`"),
        AppleFramework(
            name: "BackgroundTasks",
            compiles: "`BGTaskScheduler` (register, submit, cancel, pending requests), `BGAppRefreshTaskRequest`, " +
                "`BGProcessingTaskRequest`, `BGTask`, `BGAppRefreshTask`, `BGProcessingTask`, " +
                "`BGTaskScheduler.Error`",
            draws: "nothing to draw", placeholder: "—",
            inert: "as on the iOS Simulator: handlers register, `submit` throws `.unavailable`, no task is launched"),
        AppleFramework(
            name: "CoreSpotlight",
            compiles: "`CSSearchableIndex` (index and delete, completion-handler and async forms, batches), " +
                "`CSSearchableItem`, `CSSearchableItemAttributeSet`, `CSSearchQuery`, `CSSearchableItemActionType` " +
                "and the activity keys",
            draws: "nothing to draw", placeholder: "—",
            inert: "the index accepts and deletes at once, but nothing is searchable: queries find nothing"),
        AppleFramework(
            name: "MessageUI",
            compiles: "`MFMailComposeViewController` and `MFMessageComposeViewController` with their delegates and " +
                "results",
            draws: "—", placeholder: "the controllers wrapped in a representable, as every UIKit view controller",
            inert: "as on the iOS Simulator: `canSendMail()` and `canSendText()` are false, nothing is sent"),
        AppleFramework(
            name: "AudioToolbox",
            compiles: "`AudioServicesPlaySystemSound`, `AudioServicesPlayAlertSound` and their completion forms, " +
                "`AudioServicesCreateSystemSoundID` (of a `URL`: Linux's Foundation does not bridge `CFURL`), " +
                "`SystemSoundID`, `kSystemSoundID_Vibrate`",
            draws: "nothing to draw", placeholder: "—",
            inert: "sounds and vibrations are silent; completions are called at once"),
        AppleFramework(
            name: "AppIntents",
            compiles: "`AppIntent` (title, description, `perform()`), `@Parameter`, `IntentResult` with `.result(…)` " +
                "of values, dialogs and opened intents (`ReturnsValue`, `ProvidesDialog`, `OpensIntent`), " +
                "`AppEntity`, `EntityQuery`, `EntityStringQuery`, `AppEnum`, `DisplayRepresentation`, " +
                "`TypeDisplayRepresentation`, `AppShortcutsProvider`, `AppShortcut` with phrases, " +
                "`ControlConfigurationIntent`, `SetValueIntent`, `OpenIntent`, `IntentCollectionSize` and `@Parameter(size:)`, " +
                "`LocalizedStringResource` (which Linux's Foundation lacks)",
            draws: "`Button(intent:)` as a button with its label; a tap performs the intent",
            placeholder: "—",
            inert: "Siri and Shortcuts (shortcuts and entities are declared, never listed or queried); an intent's " +
                "result is dropped"),
        AppleFramework(
            name: "Photos",
            compiles: "`PHPhotoLibrary` (authorization of either access level, completion-handler and async forms, " +
                "changes, observers), `PHAsset` fetches, `PHFetchResult`, `PHFetchOptions`, `PHImageManager` and its " +
                "request options, `PHAuthorizationStatus`, `PHAccessLevel`, `PHAssetMediaType`; PhotosUI re-exports it",
            draws: "nothing to draw", placeholder: "—",
            inert: "an empty library: authorization `.notDetermined` (a request answers `.notDetermined`), fetches " +
                "find nothing, image requests answer nil, changes fail"),
        AppleFramework(
            name: "HealthKit",
            compiles: "`HKHealthStore` (availability, authorization with a completion or async, execute, save, delete, " +
                "background delivery and `HKUpdateFrequency`), " +
                "`HKObjectType` and its quantity, category and workout types with their identifiers, `HKUnit` and " +
                "`HKQuantity` (conversions by the units' factors), `HKQuantitySample`, `HKSampleQuery`, " +
                "`HKStatisticsQuery`, `HKStatisticsCollectionQuery`, `HKStatistics`, `HKError`",
            draws: "nothing to draw", placeholder: "—",
            inert: "a store with no data: authorization `.notDetermined` (a request completes with success and " +
                "leaves it so), sample queries find none, statistics queries fail with `.errorNoData`, saves fail"),
        AppleFramework(
            name: "Vision",
            compiles: "`VNImageRequestHandler` (of a `CGImage`, data or a URL), `VNRecognizeTextRequest`, " +
                "`VNDetectBarcodesRequest`, `VNDetectFaceRectanglesRequest`, `VNClassifyImageRequest` and their " +
                "observations, `VNRecognizedText`, `VNBarcodeSymbology`, `CGImagePropertyOrientation`",
            draws: "nothing to draw", placeholder: "—",
            inert: "no image analysis: every request runs at once and finds nothing (`results` empty); `results` is " +
                "`[VNObservation]?` on every request, to be cast, since a Swift subclass cannot narrow its type as " +
                "Apple's do"),
        AppleFramework(
            name: "Intents",
            compiles: "`INPreferences` and `INSiriAuthorizationStatus`, `INIntent`, `INIntentResponse`, `INObject`, " +
                "`INInteraction` (donations and deletions), `INShortcut`, `INVoiceShortcut`, `INVoiceShortcutCenter`; " +
                "the classes Xcode generates from a module's `.intentdefinition` files (custom intents with their " +
                "parameters, responses and codes, enums, custom types)",
            draws: "nothing to draw", placeholder: "—",
            inert: "Siri authorization `.notDetermined` (a request answers it); donations succeed and reach nothing; " +
                "no voice shortcuts; generated intents leave out parameters of system types (people, places, files, " +
                "currency) and the `…IntentHandling` protocols of an Intents extension"),
        AppleFramework(
            name: "ImageIO",
            compiles: "`CGImageSource` (`CGImageSourceCreateWithData`, `…WithURL`, `…GetCount`, `…GetType`, " +
                "`…CreateImageAtIndex`, `…CreateThumbnailAtIndex`, `…CopyPropertiesAtIndex`), `CGImageDestination` " +
                "(`CGImageDestinationCreateWithData`, `…AddImage`, `…Finalize`), `CGImagePropertyOrientation`, the " +
                "`kCGImageSource…`, `kCGImageProperty…` and `kCGImageDestination…` keys; Core Foundation's bridged " +
                "types as Foundation's (`CFData` is `NSData`, `CFString` is `NSString`)",
            draws: "a source's image decoded by the renderer's codecs (PNG, JPEG, HEIF, AVIF), upright; PNG and JPEG " +
                "written as `pngData()` and `jpegData(compressionQuality:)` write them",
            placeholder: "—",
            inert: "a thumbnail is the whole image, not scaled down; GIF frames are not read (a GIF source holds no " +
                "image); a destination writes only PNG and JPEG"),
        AppleFramework(
            name: "CoreImage",
            compiles: "`CIImage` (of a `CGImage`, of a colour, `extent`, `cropped(to:)`, `transformed(by:)`, sampling), " +
                "`CIContext` and its options, `createCGImage(_:from:)`, `CIFilter` by name with `setValue(_:forKey:)`, " +
                "`setDefaults()`, `inputKeys` and `outputImage`, `CIFilterProtocol`, `CIFilter.qrCodeGenerator()` and " +
                "`CIQRCodeGenerator`, the `kCIInput…Key` names, `CIVector`, `CIColor`, UIKit's `CIImage(image:)`, " +
                "`UIImage(ciImage:)`, `ciImage`, `CIColor(color:)`; `import CoreImage.CIFilterBuiltins` imports the module",
            draws: "QR codes as Core Image makes them (the same modules, measured against its output: " +
                "docs/reference/core-image-qr-code.md); a context renders an image made from a `CGImage` as that image, " +
                "cropped to the rectangle asked for",
            placeholder: "—",
            inert: "other filters: `CIFilter(name:)` is nil for any other name, as for a name Core Image does not know"),
        AppleFramework(
            name: "WidgetKit",
            compiles: "`StaticConfiguration`, `AppIntentConfiguration`, `IntentConfiguration`, `TimelineProvider`, " +
                "`AppIntentTimelineProvider`, `IntentTimelineProvider`, recommendations, `AccessoryWidgetBackground`, " +
                "`WidgetPreviewContext`, `TimelineEntry`, `Timeline`, `TimelineReloadPolicy`, `WidgetFamily`, `supportedFamilies`, " +
                "`configurationDisplayName`, `description`, `contentMarginsDisabled`, `containerBackgroundRemovable`, " +
                "`containerBackground(for: .widget)`, `\\.widgetFamily`, `\\.widgetRenderingMode`, " +
                "`\\.showsWidgetContainerBackground`, `\\.widgetContentMargins`, `WidgetCenter`, `promptsForUserConfiguration()`, " +
                "iOS 18's controls (`StaticControlConfiguration`, `AppIntentControlConfiguration`, `ControlValueProvider`, " +
                "`AppIntentControlValueProvider`, `ControlWidgetToggle`, `ControlWidgetButton`, their modifiers, `ControlCenter`), " +
                "and the widget `#Preview(as:…)` with `timeline:` or `timelineProvider:` (and `using:` an intent)",
            draws: "a widget `#Preview` as one image per timeline entry, the widget at its family's size on the device " +
                "(HIG table), with 16 pt content margins, its container background and continuous corners on the Home " +
                "Screen; accessory families vibrant (desaturated, dark, without a removable background); a view with " +
                "`.previewContext(WidgetPreviewContext(family:))` as that widget; `AccessoryWidgetBackground` as a " +
                "translucent white in the Lock Screen widget's shape (opacity and rectangular corner estimated)",
            placeholder: "—",
            inert: "`WidgetCenter` reloads nothing and lists no configured widget; controls are not drawn (Xcode previews " +
                "none), `ControlCenter` lists none; `widgetURL` and `widgetAccentable` draw as without them; the corner " +
                "radius (22 pt) is an estimate, Apple publishes none"),
        AppleFramework(
            name: "FoundationModels",
            compiles: "`SystemLanguageModel` (availability, use cases, guardrails, adapters), `LanguageModelSession` " +
                "(instructions, tools, transcripts; `respond` and `streamResponse` for text, `@Generable` types and " +
                "schemas), `Prompt`/`Instructions` and their builders, `Tool`, `@Generable` and `@Guide`, " +
                "`GeneratedContent` (JSON both ways), `GenerationSchema`, `DynamicGenerationSchema`, `GenerationGuide`, " +
                "`GenerationOptions`, `Transcript`, `GenerationError`",
            draws: "nothing to draw; `asPartiallyGenerated()` gives a view the partial form of sample content",
            placeholder: "—",
            inert: "the model is unavailable, as on an iPhone that cannot run Apple Intelligence " +
                "(`.unavailable(.deviceNotEligible)`, no supported languages); every request throws " +
                "`GenerationError.assetsUnavailable` (\"Model is unavailable\") and a stream's first element does"),
        AppleFramework(
            name: "ActivityKit",
            compiles: "`ActivityAttributes`, `ActivityContent`, `Activity` (`request`, `update`, `end`, `activities`, " +
                "update sequences), `ActivityState`, `PushType`, `ActivityUIDismissalPolicy`, `ActivityStyle`, " +
                "`AlertConfiguration`, `ActivityAuthorizationInfo`, `ActivityAuthorizationError`; with WidgetKit: " +
                "`ActivityConfiguration`, `ActivityViewContext`, `DynamicIsland` and its regions, " +
                "`activityBackgroundTint`, `ActivityPreviewViewKind` and `#Preview(_:as:using:widget:contentStates:)`",
            draws: "a Live Activity `#Preview` as one image per content state: the Lock Screen view (the screen's width " +
                "less 22, 84 to 160 pt tall, on its tint or the system material) or the Dynamic Island's compact, " +
                "minimal or expanded presentation on black, at the HIG's sizes (docs/reference/live-activities.md)",
            placeholder: "`previewContext(_:isStale:viewKind:)` (the widget is not known to it)",
            inert: "activities live in the process, as the Simulator keeps them: no push tokens, no updates from " +
                "outside (the update sequences end at once); the Lock Screen platter's corner radius and the island's " +
                "content margins are estimates"),
        AppleFramework(
            name: "CoreMotion",
            compiles: "`CMMotionManager` (accelerometer, gyroscope, magnetometer and device-motion updates, reference " +
                "frames), `CMDeviceMotion`, `CMAttitude`, the measurement structures, `CMPedometer`, `CMAltimeter`, " +
                "`CMMotionActivityManager`, `CMAuthorizationStatus`",
            draws: "nothing to draw", placeholder: "—",
            inert: "no sensors, as the Simulator: every `is…Available` is false, the latest data are nil, updates " +
                "deliver nothing, pedometer and activity queries fail with `CMErrorMotionActivityNotAvailable`"),
        AppleFramework(
            name: "AppTrackingTransparency",
            compiles: "`ATTrackingManager` (`trackingAuthorizationStatus`, `requestTrackingAuthorization` with a " +
                "completion handler or `async`), `ATTrackingManager.AuthorizationStatus`",
            draws: "nothing to draw (the system's prompt is not drawn)", placeholder: "—",
            inert: "`.notDetermined` until asked; a request answers `.denied`, as \"Ask App Not to Track\" does"),
        AppleFramework(
            name: "CoreTransferable",
            compiles: "`Transferable`, `TransferRepresentation` and its builder, `CodableRepresentation`, `DataRepresentation`, " +
                "`FileRepresentation`, `ProxyRepresentation`, `SentTransferredFile`, `ReceivedTransferredFile`, " +
                "`exportingCondition(_:)`, `suggestedFileName(_:)`, `visibility(_:)`, `exported(as:)`, " +
                "`init(importing:contentType:)`; provided by the SwiftUI module, which re-exports it as Apple's does",
            draws: "nothing to draw", placeholder: "—",
            inert: "nothing leaves the process: `exported(as:)` and `init(importing:contentType:)` run the item's " +
                "representations in it, the first that handles the content type winning; an `Image` has none here"),
        AppleFramework(
            name: "Accessibility",
            compiles: "`AccessibilityNotification` (`Announcement`, `LayoutChanged`, `ScreenChanged`, `PageScrolled`, `post()`), " +
                "`AccessibilitySettings` and its `Feature`s, `AXPrefersHorizontalTextLayout()`, `AXAnimatedImagesEnabled()`, " +
                "Audio Graphs' `AXChartDescriptor`, axes, series and data points, `AXCustomContent`; provided by the SwiftUI " +
                "module, which brings it as Apple's does",
            draws: "nothing to draw", placeholder: "—",
            inert: "no assistive app listens, so posted notifications reach none; the settings are a fresh iPhone's " +
                "(animated images on, every other preference off)"),
        AppleFramework(
            name: "AdSupport",
            compiles: "`ASIdentifierManager.shared()`, `advertisingIdentifier`, `isAdvertisingTrackingEnabled`",
            draws: "nothing to draw", placeholder: "—",
            inert: "the advertising identifier is all zeros, as iOS gives it without permission to track"),
        AppleFramework(
            name: "EventKit",
            compiles: "`EKEventStore` (authorization and iOS 17's access requests, calendars, event and reminder " +
                "predicates, `events(matching:)`, `fetchReminders`, saving and removing), `EKEvent`, `EKReminder`, " +
                "`EKCalendar`, `EKAlarm`, `EKRecurrenceRule`, `EKSource`, `EKParticipant`, `EKError`, `EKEventStoreChanged`",
            draws: "nothing to draw", placeholder: "—",
            inert: "a fresh install's store: `.notDetermined` until asked, a request is granted, then one \"Calendar\" and " +
                "one \"Reminders\" list holding what the app saves, in memory; recurrences are kept, not expanded"),
        AppleFramework(
            name: "Contacts",
            compiles: "`CNContactStore` (authorization, access requests, `unifiedContacts`, `unifiedContact`, " +
                "`enumerateContacts`, `execute` of a `CNSaveRequest`), `CNContact` and `CNMutableContact` with their keys " +
                "(`[CNContactGivenNameKey] as [CNKeyDescriptor]`), `CNLabeledValue` and labels, `CNPhoneNumber`, " +
                "`CNPostalAddress`, `CNContactFetchRequest`, `CNContactFormatter`, `CNPostalAddressFormatter`, `CNError`",
            draws: "nothing to draw", placeholder: "—",
            inert: "a fresh install's store: `.notDetermined` until asked, a request granted, then the contacts the app " +
                "saves, in memory (not the Simulator's sample contacts); postal addresses format in the US form"),
        AppleFramework(
            name: "CloudKit",
            compiles: "`CKContainer` (`default()`, its databases, `accountStatus`, `userRecordID`), `CKDatabase` (async and " +
                "completion-handler reads, saves, deletes and queries, `add(_:)`), `CKRecord` with its IDs, zones, references, " +
                "assets and typed subscripts (`record[\"title\"] = title`, `encryptedValues`), `CKQuery`, `CKQueryOperation`, " +
                "`CKFetchRecordsOperation`, `CKModifyRecordsOperation`, `CKError` and its codes, `CKAccountChanged`",
            draws: "nothing to draw", placeholder: "—",
            inert: "a Simulator signed out of iCloud: `accountStatus` is `.noAccount` and every request that needs an account " +
                "fails with `CKError.notAuthenticated` (operations at once, when added); records work in memory"),
    ]

    static var names: [String] { all.map(\.name) }
    /// The frameworks a package target can depend on, as products of this package.
    static var productNames: [String] { all.filter { $0.module == $0.name }.map(\.name) }

    /// The README's table.
    static var markdownTable: String {
        (["| framework | compiles | draws as iOS | placeholder (warned) | inert |", "| --- | --- | --- | --- | --- |"]
            + all.map { "| `\($0.name)` | \($0.compiles) | \($0.draws) | \($0.placeholder) | \($0.inert) |" })
            .joined(separator: "\n")
    }
}
