// Apple's frameworks re-export Foundation: a file that imports only AVFoundation still sees `URL`,
// `Data` and `TimeInterval`, so this module does the same.
@_exported import Foundation
