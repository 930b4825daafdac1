// A web component with an open shadow root: the newsletter sign-up in the footer.
class ShopNewsletter extends HTMLElement {
  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.innerHTML = `
      <style>
        :host { display: block; padding: 12px; border: 1px solid #ccc; border-radius: 6px; max-width: 420px; }
        p.done { color: #176b2c; font-weight: bold; }
      </style>
      <form>
        <label for="email">Newsletter email</label>
        <input id="email" type="email" required placeholder="you@example.com">
        <button type="submit">Subscribe</button>
      </form>
      <p class="done" role="status" hidden></p>`;
    root.querySelector('form').addEventListener('submit', (event) => {
      event.preventDefault();
      const email = root.querySelector('#email').value;
      const status = root.querySelector('.done');
      status.textContent = `Thanks for subscribing, ${email}!`;
      status.hidden = false;
    });
  }
}
customElements.define('shop-newsletter', ShopNewsletter);
