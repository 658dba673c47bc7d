// What an engine adapter gives the driver (driver/page.mjs builds everything else on it). JSDoc
// types only.

/**
 * @typedef {object} Adapter
 * @property {'chromium' | 'firefox' | 'webkit'} engine
 * @property {string} version the browser's own version string
 * @property {string[]} problems console errors, page errors and failed requests the engine reports
 * @property {Record<string, any>} raw the client's own objects (Chromium: { page, context, browser })
 * @property {() => Promise<string>} url
 * @property {(url: string) => Promise<void>} goto navigates and waits for the load event
 * @property {() => Promise<void>} reload
 * @property {(src: string) => Promise<any>} run evaluates an expression in the page (a promise is awaited)
 * @property {(kind: 'move' | 'down' | 'up', x: number, y: number) => Promise<void>} pointer
 * @property {(x: number, y: number) => Promise<void>} [tap] move, press and release in one go (where a
 *   round trip to the browser is dear: WebKitWebDriver's take about 40 ms each)
 * @property {(name: string) => Promise<void>} key
 * @property {(text: string) => Promise<void>} type
 * @property {(width: number, height: number) => Promise<void>} setViewport
 * @property {(path: string) => Promise<void>} screenshot
 * @property {() => Promise<void>} close
 * @property {() => Promise<void>} [kill] the whole browser killed (SIGKILL to its process group)
 */

export {};
